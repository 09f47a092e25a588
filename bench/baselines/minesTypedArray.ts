/**
 * Second baseline, for the sizes where the quadratic lookups take too long: the straightforward
 * typed-array version of the same work (Fisher-Yates over an index array, an 8-neighbour loop with bounds checks
 * per cell for the numbers, a flood fill with an explicit stack per zero area for 3BV). Linear, but with no
 * attention to memory traffic or branches.
 */
const DX = [-1, 0, 1, -1, 1, -1, 0, 1];
const DY = [-1, -1, -1, 0, 0, 1, 1, 1];

export function typedArrayBoard(
  width: number,
  height: number,
  mines: number,
): { counts: Uint8Array; bbbv: number } {
  const cells = width * height;
  const order = new Int32Array(cells);
  for (let i = 0; i < cells; i++) order[i] = i;
  const mine = new Uint8Array(cells);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor(Math.random() * (cells - i));
    const t = order[i];
    order[i] = order[j];
    order[j] = t;
    mine[order[i]] = 1;
  }
  const counts = new Uint8Array(cells);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let n = 0;
      for (let d = 0; d < 8; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && mine[ny * width + nx]) n++;
      }
      counts[y * width + x] = n;
    }
  }
  const opened = new Uint8Array(cells);
  const stack = new Int32Array(cells);
  let bbbv = 0;
  for (let start = 0; start < cells; start++) {
    if (opened[start] || mine[start] || counts[start] !== 0) continue;
    bbbv++;
    let top = 0;
    stack[top++] = start;
    opened[start] = 1;
    while (top > 0) {
      const cell = stack[--top];
      if (counts[cell] !== 0) continue;
      const x = cell % width;
      const y = (cell - x) / width;
      for (let d = 0; d < 8; d++) {
        const nx = x + DX[d];
        const ny = y + DY[d];
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = ny * width + nx;
        if (!opened[n] && !mine[n]) {
          opened[n] = 1;
          stack[top++] = n;
        }
      }
    }
  }
  for (let i = 0; i < cells; i++) if (!opened[i] && !mine[i]) bbbv++;
  return { counts, bbbv };
}
