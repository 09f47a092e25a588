/**
 * Scripted Minesweeper players for the fair-play tests: the project's own solver chooses every move (a sure move
 * when there is one, else its safest guess), and a timing model says when each click lands. The bots time their
 * clicks as a program would (a burst, a steady beat); the honest player times them as a fast person does: a
 * reaction and a mouse travel that grows with the distance (Fitts's law), a long look before a guess or a hard
 * deduction, and a spread no two clicks share.
 */
import { Rng } from '../../../core/rng.ts';
import {
  type Level,
  type MinesState,
  type Move,
  newGame,
  type Params,
  PRESETS,
  play,
  Tile,
} from '../../../mines/index.ts';
import { hint } from '../../../mines/solver/hint.ts';
import { COVERED, FLAGGED, type MinesView } from '../../../mines/solver/view.ts';

/** What the solver would play next, and how hard it was to see. */
export interface Decision {
  readonly kind: 'open' | 'flag';
  readonly cell: number;
  /** A sure move from one number or two (`easy`), one that needs the whole frontier (`hard`), or a guess. */
  readonly difficulty: 'easy' | 'hard' | 'guess';
}

const EASY_RULES = new Set(['satisfied', 'filled', 'all-mines-found', 'mines-fill-rest']);

/**
 * The solver's next open on what the player sees (`tiles` as the engine or the server's answers show them),
 * playing without flags as fast players do: the mines it proves are kept in `known` (it marks them there) and
 * never clicked. A move that needed a mine proved first counts as hard.
 */
export function decide(
  params: Params,
  tiles: Uint8Array | Int8Array,
  first: boolean,
  known: Set<number>,
): Decision {
  const { width, height, mines } = params;
  if (first) return { kind: 'open', cell: (height >> 1) * width + (width >> 1), difficulty: 'easy' };
  const cells = new Int8Array(width * height);
  let provedMine = false;
  for (;;) {
    for (let i = 0; i < cells.length; i++)
      cells[i] = tiles[i] <= 8 ? tiles[i] : known.has(i) || tiles[i] === Tile.Flag ? FLAGGED : COVERED;
    const view: MinesView = { width, height, mines, cells };
    const found = hint(view);
    if (!found.ok) throw new Error(`no move: ${found.error}`);
    const { kind, cells: hinted, why } = found.value;
    if (kind === 'mine') {
      for (const cell of hinted) known.add(cell);
      provedMine = provedMine || !EASY_RULES.has(why.rule);
      continue;
    }
    const difficulty = kind === 'guess' ? 'guess' : EASY_RULES.has(why.rule) && !provedMine ? 'easy' : 'hard';
    return { kind: 'open', cell: hinted[0], difficulty };
  }
}

/** The gap before a click (ms), from what the click is and how far the pointer travels to it (cells). */
export type Timing = (decision: Decision, distance: number, index: number) => number;

/** A program's click: the same short gap every time. */
export const steadyTiming =
  (gapMs: number): Timing =>
  () =>
    gapMs;

/** A steady beat with a uniform jitter of `spread` (0.3: ±30 %): a bot trying to look less regular. */
export const jitteredTiming = (gapMs: number, spread: number, seed: string): Timing => {
  const rng = Rng.fromSeed(seed);
  return () => gapMs * (1 - spread + 2 * spread * rng.nextFloat());
};

/** A normal deviate from two uniforms (Box-Muller). */
const gaussian = (rng: Rng) =>
  Math.sqrt(-2 * Math.log(1 - rng.nextFloat())) * Math.cos(2 * Math.PI * rng.nextFloat());

/**
 * A fast person: each click a reaction (`baseMs`) plus a travel of 45 ms per doubling of the distance (Fitts's law
 * with the slope measured for mice, about 100-150 ms a bit at ordinary speed, a third of it for a top player's
 * short flicks), a look of 0.4-1.5 s before a deduction that needs the whole frontier and 1-4 s before a guess,
 * all of it times a log-normal spread (σ 0.35: the click-to-click spread of people tapping as fast as they can).
 */
export const humanTiming = (seed: string, baseMs = 110): Timing => {
  const rng = Rng.fromSeed(seed);
  return (decision, distance) => {
    const travel = 45 * Math.log2(1 + distance);
    const look =
      decision.difficulty === 'guess'
        ? 1000 + 3000 * rng.nextFloat()
        : decision.difficulty === 'hard'
          ? 400 + 1100 * rng.nextFloat()
          : 0;
    return Math.max(35, (baseMs + travel + look) * Math.exp(0.35 * gaussian(rng)));
  };
};

export interface PlayedGame {
  readonly state: MinesState;
  readonly moves: Move[];
  readonly decisions: Decision[];
}

/**
 * Plays a whole game on the engine as `timing` says (ms from the first click), optionally waiting `finalWaitMs`
 * before the last click (the bot that plays at once and waits out the record). The moves carry their times.
 */
export function playMinesOffline(level: Level, seed: string, timing: Timing, finalWaitMs = 0): PlayedGame {
  const params = PRESETS[level];
  const state = newGame(params, seed);
  const moves: Move[] = [];
  const decisions: Decision[] = [];
  const known = new Set<number>();
  let at = 0;
  let last = -1;
  while (state.phase === 'ready' || state.phase === 'playing') {
    const decision = decide(params, state.tiles, state.phase === 'ready', known);
    const distance = last < 0 ? 0 : cellDistance(params.width, last, decision.cell);
    if (moves.length > 0) at += Math.round(timing(decision, distance, moves.length));
    if (finalWaitMs > 0 && decision.kind === 'open' && isLastSafe(state, decision.cell)) at += finalWaitMs;
    const move: Move = {
      kind: decision.kind,
      x: decision.cell % params.width,
      y: Math.floor(decision.cell / params.width),
      at,
    };
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error);
    moves.push(move);
    decisions.push(decision);
    last = decision.cell;
  }
  return { state, moves, decisions };
}

/** Distance between two cells in cells (the pointer's travel). */
export const cellDistance = (width: number, a: number, b: number): number =>
  Math.hypot((a % width) - (b % width), Math.floor(a / width) - Math.floor(b / width));

/** Whether opening `cell` would win: it is the last covered safe cell (no flood can open more than one then). */
function isLastSafe(state: MinesState, cell: number): boolean {
  const { width, height, mines } = state.params;
  return state.openedSafe === width * height - mines - 1 && state.tiles[cell] === Tile.Covered;
}
