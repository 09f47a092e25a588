/** Rectangular grids stored row-major in flat arrays: cell index = y * width + x, (0, 0) at the top left. */

export interface GridSize {
  readonly width: number;
  readonly height: number;
}

export const cellIndex = (size: GridSize, x: number, y: number): number => y * size.width + x;
export const cellX = (size: GridSize, index: number): number => index % size.width;
export const cellY = (size: GridSize, index: number): number => Math.floor(index / size.width);
export const inGrid = (size: GridSize, x: number, y: number): boolean =>
  x >= 0 && y >= 0 && x < size.width && y < size.height;

/** The in-grid 8-neighbours of a cell (for code off the hot path; hot loops unroll their own). */
export function neighbours8(size: GridSize, index: number): number[] {
  const x = cellX(size, index);
  const y = cellY(size, index);
  const result: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx !== 0 || dy !== 0) && inGrid(size, x + dx, y + dy))
        result.push(cellIndex(size, x + dx, y + dy));
    }
  }
  return result;
}

/** The in-grid 4-neighbours (up, down, left, right) of a cell. */
export function neighbours4(size: GridSize, index: number): number[] {
  const x = cellX(size, index);
  const y = cellY(size, index);
  const result: number[] = [];
  if (y > 0) result.push(index - size.width);
  if (y < size.height - 1) result.push(index + size.width);
  if (x > 0) result.push(index - 1);
  if (x < size.width - 1) result.push(index + 1);
  return result;
}
