/**
 * Baseline: two published map generators, ported faithfully (nested arrays, Math.random, and the mine
 * lookups with Array.includes over the list of mine positions, which make both quadratic), plus the textbook 3BV
 * procedure (recursive flood of each zero area, then a count of the safe cells left) run on the result, so the
 * baseline covers the same work as the engine: generate + numbers + 3BV. Square maps, as they were written.
 */

const CELL = { EMPTY: -1, MINE: 90 } as const;

const EIGHT_DIRECTION = [
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
];
// The "forward" directions as written: up-right, right, down-right and down.
const FORWARD_DIRECTION = [
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
];

/** Fisher-Yates over every index, then the first n. */
function generateUniqueRandoms(min: number, max: number, n: number): number[] {
  const range: number[] = [];
  for (let i = min; i <= max; i++) range.push(i);
  for (let i = range.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [range[i], range[j]] = [range[j], range[i]];
  }
  return range.slice(0, n);
}

function createMap(width: number): number[][] {
  const map: number[][] = [];
  for (let i = 0; i < width; i++) {
    map[i] = [];
    for (let j = 0; j < width; j++) map[i][j] = CELL.EMPTY;
  }
  return map;
}

function positionsAround(x: number, y: number, width: number, directions: number[][]): number[][] {
  const positions: number[][] = [];
  for (const delta of directions) {
    const nx = x + delta[0];
    const ny = y + delta[1];
    if (nx >= 0 && nx < width && ny >= 0 && ny < width) positions.push([nx, ny]);
  }
  return positions;
}

/** Method 1: for every cell, look each of its 8 neighbours up in the mine list. */
export function genSquareMapMethod1(width: number, mCount: number): number[][] {
  const map = createMap(width);
  const mineLocations = generateUniqueRandoms(0, width * width - 1, mCount);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < width; y++) {
      const curIdx = y * width + x;
      if (mineLocations.includes(curIdx)) {
        map[y][x] = CELL.MINE;
        continue;
      }
      const positions = positionsAround(x, y, width, EIGHT_DIRECTION);
      if (map[y][x] === CELL.EMPTY) map[y][x] = 0;
      // biome-ignore lint/suspicious/useIterableCallbackReturn: the seed maps for the side effects
      positions.map(([nx, ny]) => {
        if (mineLocations.includes(ny * width + nx)) map[y][x] += 1;
      });
    }
  }
  return map;
}

/** Method 2: sweep from the top-left corner through "forward" directions, each neighbour pair once. */
export function genSquareMapMethod2(width: number, mCount: number): number[][] {
  const map = createMap(width);
  const mineLocations = generateUniqueRandoms(0, width * width - 1, mCount);
  let openList: number[][] = [[0, 0]];
  let readyList: number[][] = [];
  while (true) {
    if (!openList.length && !readyList.length) break;
    readyList = [];
    for (const [x, y] of openList) {
      const curIdx = y * width + x;
      if (map[y][x] === CELL.EMPTY) map[y][x] = 0;
      const positions = positionsAround(x, y, width, FORWARD_DIRECTION);
      if (mineLocations.includes(curIdx)) {
        map[y][x] = CELL.MINE;
        // biome-ignore lint/suspicious/useIterableCallbackReturn: the seed maps for the side effects
        positions.map(([nx, ny]) => {
          if (map[ny][nx] === CELL.EMPTY) {
            map[ny][nx] = 0;
            readyList.push([nx, ny]);
          }
          if (mineLocations.includes(ny * width + nx)) map[ny][nx] = CELL.MINE;
          else map[ny][nx] += 1;
        });
      } else {
        // biome-ignore lint/suspicious/useIterableCallbackReturn: the seed maps for the side effects
        positions.map(([nx, ny]) => {
          if (map[ny][nx] === CELL.EMPTY) {
            map[ny][nx] = 0;
            readyList.push([nx, ny]);
          }
          if (mineLocations.includes(ny * width + nx)) {
            map[ny][nx] = CELL.MINE;
            map[y][x] += 1;
          }
        });
      }
    }
    openList = readyList;
  }
  return map;
}

/** The textbook 3BV: open every unopened zero area recursively (one click each), then count the safe cells left. */
export function calc3BV(map: number[][]): number {
  const height = map.length;
  const width = map[0].length;
  const isBomb = (x: number, y: number) => map[y][x] === CELL.MINE;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  const aroundBombs = (x: number, y: number) => {
    let n = 0;
    for (const [dx, dy] of EIGHT_DIRECTION) if (inside(x + dx, y + dy) && isBomb(x + dx, y + dy)) n++;
    return n;
  };
  const opened = map.map((row) => row.map(() => false));
  const actionZero = (x: number, y: number): void => {
    if (!inside(x, y) || opened[y][x]) return;
    opened[y][x] = true;
    if (aroundBombs(x, y) === 0) for (const [dx, dy] of EIGHT_DIRECTION) actionZero(x + dx, y + dy);
  };
  let value = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!opened[y][x] && !isBomb(x, y) && aroundBombs(x, y) === 0) {
        actionZero(x, y);
        value++;
      }
    }
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (!opened[y][x] && !isBomb(x, y)) value++;
  return value;
}
