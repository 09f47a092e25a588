import { describe, expect, it } from 'vitest';
import { makeMoveLog, newGame, PRESETS, play, Tile } from '../../mines/index.ts';
import { handleSolverRequest, type Position } from './solverHost.ts';

const clock = () => 0;
const covered = (width: number, height: number, mines: number): Position => ({
  width,
  height,
  mines,
  tiles: new Uint8Array(width * height).fill(Tile.Covered),
});

describe('the solver worker host', () => {
  it('answers a hint, the probabilities and an analysis from plain data', () => {
    const state = newGame(PRESETS.beginner, 'host');
    const first = { kind: 'open' as const, x: 4, y: 4, at: 0 };
    play(state, first);
    const position: Position = { width: 9, height: 9, mines: 10, tiles: state.tiles };
    const hinted = handleSolverRequest({ type: 'hint', position }, clock);
    expect(hinted.ok && hinted.value.type).toBe('hint');
    const chances = handleSolverRequest({ type: 'probabilities', position }, clock);
    if (!chances.ok || chances.value.type !== 'probabilities') throw new Error('no probabilities');
    const sum = chances.value.cells.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(10, 6);
    expect(chances.value.exact).toBe(true);
    const analysed = handleSolverRequest(
      { type: 'analyse', params: PRESETS.beginner, seed: 'host', moves: makeMoveLog([first]) },
      clock,
    );
    expect(
      analysed.ok && analysed.value.type === 'analysis' && analysed.value.analysis.moves[0].label,
    ).toEqual({
      kind: 'first',
    });
  });

  it('refuses a position that does not fit its board, and a bad log, with the reason', () => {
    const short = { ...covered(9, 9, 10), tiles: new Uint8Array(5) };
    expect(handleSolverRequest({ type: 'hint', position: short }, clock)).toEqual({
      ok: false,
      error: 'tiles that do not fit the board',
    });
    expect(handleSolverRequest({ type: 'probabilities', position: covered(9, 9, 82) }, clock).ok).toBe(false);
    const bad = handleSolverRequest(
      { type: 'analyse', params: PRESETS.beginner, seed: 's', moves: 'x' },
      clock,
    );
    expect(bad.ok).toBe(false);
  });

  it('answers every cell of a fresh board with the same chance', () => {
    const answer = handleSolverRequest({ type: 'probabilities', position: covered(100, 100, 2000) }, clock);
    if (!answer.ok || answer.value.type !== 'probabilities') throw new Error('no probabilities');
    expect(answer.value.cells[0]).toBeCloseTo(0.2, 9);
    expect(answer.value.cells[9999]).toBeCloseTo(0.2, 9);
  });
});
