/**
 * Neighbour tables for the solver's hot loops: for each cell, its in-board 8-neighbours, stored flat as
 * `table[cell * 9]` = count followed by up to 8 cell indices. Built once per board size and shared.
 */
const tables = new Map<string, Int32Array>();

export function neighbourTable(width: number, height: number): Int32Array {
  const key = `${width}x${height}`;
  let table = tables.get(key);
  if (table) return table;
  table = new Int32Array(width * height * 9);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const base = (y * width + x) * 9;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx !== 0 || dy !== 0) && nx >= 0 && ny >= 0 && nx < width && ny < height)
            table[base + 1 + count++] = ny * width + nx;
        }
      }
      table[base] = count;
    }
  }
  if (tables.size > 16) tables.clear();
  tables.set(key, table);
  return table;
}
