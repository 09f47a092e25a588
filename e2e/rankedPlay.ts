/**
 * Playing ranked Minesweeper as a player would, for the browser tests: the board is on the server, so the next
 * click is chosen by the solver (src/mines/solver) from the cells the server has revealed so far, never from the
 * seed. Proved mines are marked in the solver's own view only. The clicks are paced like a person's (200 ms
 * apart), or the server would hold the win for review.
 */
import type { Page } from 'playwright-core';
import { Tile } from '../src/mines/index.ts';
import { COVERED, FLAGGED, hint } from '../src/mines/solver/index.ts';
import type { Cell } from '../test/engineOracle.ts';

/** Clicks this far apart are a person's pace (the server holds a win of 20 clicks under 50 ms apart). */
export const HUMAN_GAP_MS = 200;

export interface SeenBoard {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  /** Tile per cell as the server told it (Tile.Covered until opened). */
  readonly tiles: Uint8Array;
  /** Mines the solver proved, kept in its view only. */
  readonly proved: Set<number>;
}

export const seenBoard = (width: number, height: number, mines: number): SeenBoard => ({
  width,
  height,
  mines,
  tiles: new Uint8Array(width * height).fill(Tile.Covered),
  proved: new Set(),
});

/** The server's answer to a move, written into what the player has seen. */
export function see(board: SeenBoard, cells: readonly (readonly [number, number])[]): void {
  for (const [index, tile] of cells) board.tiles[index] = tile;
}

/** The next cell to open: the centre first, then a sure safe cell, else the solver's safest guess. */
export function nextOpen(board: SeenBoard): Cell {
  const { width, height, mines } = board;
  if (board.tiles.every((tile) => tile === Tile.Covered))
    return { x: Math.floor(width / 2), y: Math.floor(height / 2) };
  for (;;) {
    const cells = new Int8Array(width * height);
    board.tiles.forEach((tile, i) => {
      cells[i] = tile <= 8 ? tile : board.proved.has(i) ? FLAGGED : COVERED;
    });
    const found = hint({ width, height, mines, cells });
    if (!found.ok) throw new Error(`the solver found no move: ${found.error}`);
    if (found.value.kind === 'mine') {
      for (const cell of found.value.cells) board.proved.add(cell);
      continue;
    }
    const cell = found.value.cells[0];
    return { x: cell % width, y: Math.floor(cell / width) };
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The board of the game the server dealt last, once the page's answer has been read (up to 10 s). */
export async function dealtBoard(seen: { board: SeenBoard | undefined }): Promise<SeenBoard> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (seen.board) return seen.board;
    await pause(20);
  }
  throw new Error('no game was dealt');
}

interface MoveBody {
  readonly phase: string;
  readonly cells: [number, number][];
  readonly result?: { readonly id: number; readonly status: string };
}

/** A JSON POST: the status and the answer. */
export async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A ranked beginner win for a new player through the HTTP API, as the solver plays it (a lost game is dealt
 * again, up to 20 times): the player, the win's result id and the lost games' result ids, oldest first. The
 * boards are the server's random deals, so a guess can lose: tests count the lost games, never assume none.
 */
export async function rankedWinByApi(
  base: string,
  name: string,
): Promise<{ player: { id: number; secret: string }; resultId: number; lostIds: number[] }> {
  const api = (path: string) => new URL(path, base).href;
  const player = await postJson<{ id: number; secret: string }>(api('/api/players'), { name });
  if (player.status !== 201) throw new Error(`player ${name}: ${player.status}`);
  const lostIds: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const dealt = await postJson<{ id: string; width: number; height: number; mines: number }>(
      api('/api/games'),
      { game: 'mines', level: 'beginner', secret: player.body.secret },
    );
    const board = seenBoard(dealt.body.width, dealt.body.height, dealt.body.mines);
    for (;;) {
      const cell = nextOpen(board);
      const answer = await postJson<MoveBody>(api(`/api/games/${dealt.body.id}/moves`), {
        kind: 'open',
        ...cell,
        secret: player.body.secret,
      });
      if (answer.status !== 200) throw new Error(`move: ${answer.status} ${JSON.stringify(answer.body)}`);
      see(board, answer.body.cells);
      if (answer.body.phase === 'won') {
        if (answer.body.result?.status !== 'ranked')
          throw new Error(`not ranked: ${JSON.stringify(answer.body)}`);
        return { player: player.body, resultId: answer.body.result.id, lostIds };
      }
      if (answer.body.phase === 'lost') {
        if (answer.body.result?.status !== 'lost')
          throw new Error(`no lost result: ${JSON.stringify(answer.body)}`);
        lostIds.push(answer.body.result.id);
        break;
      }
      await pause(HUMAN_GAP_MS);
    }
  }
  throw new Error('the solver lost 20 beginner games in a row');
}

/**
 * What the server tells a page about its ranked game, as the player sees it: the board of the last deal, filled in
 * from each move's answer (responses the page itself received).
 */
export function watchServer(page: Page): { board: SeenBoard | undefined } {
  const seen: { board: SeenBoard | undefined } = { board: undefined };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST' || !url.pathname.startsWith('/api/games')) return;
    const body = await response.json().catch(() => undefined);
    if (!body) return;
    if (url.pathname === '/api/games') seen.board = seenBoard(body.width, body.height, body.mines);
    else if (seen.board && Array.isArray(body.cells)) see(seen.board, body.cells);
  });
  return seen;
}
