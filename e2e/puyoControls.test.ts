/**
 * Puyo Puyo's controls in a real browser, each checked against the engine: the page shows the human's field and
 * pair (data-field, data-piece), and the move each key should make is worked out with the engine's own moves.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/core/result.ts';
import {
  applyPlacement,
  Field,
  Input,
  makeQueue,
  type PiecePosition,
  parseField,
  RotateResult,
  tryQuickTurn,
  tryRotate,
  tryShift,
} from '../src/puyo/index.ts';
import { parseInputLog } from '../src/web/puyo/inputLog.ts';
import { useTestApp } from './harness.ts';
import { nextPair, softDropPair } from './puyoDrop.ts';

const app = useTestApp();

interface Seen {
  readonly field: Field;
  readonly piece: PiecePosition;
  readonly pair: number;
}

async function seen(page: Page): Promise<Seen> {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
  );
  return page
    .evaluate(() => {
      const stage = document.querySelector<HTMLElement>('.puyo-stage')!.dataset;
      return { field: stage.field!, piece: stage.piece!, pair: Number(stage.pair) };
    })
    .then(({ field, piece, pair }) => {
      const [col, row, rot] = piece.split(',').map(Number);
      return { field: unwrap(parseField(field)), piece: { col, row, rot }, pair };
    });
}

/** The pair a key was meant for locked before the key's move showed (a machine too slow for the pair's fall). */
class PairLocked extends Error {}

/**
 * Presses a key and waits until the pair is where the engine puts it (col and turn; gravity moves rows), and when
 * `pair` is given, still that pair: if another is in play first, throws PairLocked (a pair that locked meanwhile
 * makes way for one that may sit there too). The wait allows a loaded machine's stalls (2 s ran out once at load
 * 14); a miss says where the pair was.
 */
async function pressExpecting(
  page: Page,
  key: string,
  expected: PiecePosition,
  pair?: number,
): Promise<void> {
  await page.keyboard.press(key);
  const outcome = await page
    .waitForFunction(
      ({ col, rot, pair }) => {
        const stage = document.querySelector<HTMLElement>('.puyo-stage')!.dataset;
        if (pair !== undefined && Number(stage.pair) !== pair) return 'locked';
        const piece = stage.piece!.split(',').map(Number);
        return piece[0] === col && piece[2] === rot ? 'moved' : false;
      },
      { ...expected, pair },
      { timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(async (error) => {
      const stage = await page.$eval('.puyo-stage', (element) => ({ ...(element as HTMLElement).dataset }));
      const where = { piece: stage.piece, pair: stage.pair, tick: stage.tick, lost: stage.lost };
      const message = `${key}: expected ${JSON.stringify({ ...expected, pair })}, saw ${JSON.stringify(where)}`;
      throw new Error(message, { cause: error });
    });
  if (outcome === 'locked') throw new PairLocked(`${key}: pair ${pair} locked before its move showed`);
}

const moved = (piece: PiecePosition, move: (p: PiecePosition) => unknown): PiecePosition => {
  const copy = { ...piece };
  move(copy);
  return copy;
};

/** Drops the pair with soft drop and waits for the next one. */
async function dropPair(page: Page): Promise<void> {
  const { pair } = await seen(page);
  await softDropPair(page, pair);
  await nextPair(page, pair);
}

/** A seed whose first pair upright in column 3 and the next two upright in column 2 pop nothing. */
function quietSeed(): string {
  for (let i = 0; ; i++) {
    const seed = `controls-${i}`;
    let field = new Field();
    let chains = 0;
    for (const [k, pair] of makeQueue(seed).slice(0, 3).entries()) {
      const out = applyPlacement(field, pair, { col: k === 0 ? 2 : 1, rot: 0 });
      chains += out.chains;
      field = out.field;
    }
    if (chains === 0) return seed;
  }
}

/**
 * Pixels drawn over the spawn column's two lowest cells (column 3, rows 1-2, where the first pair's ghost lies on
 * an empty field), read from the canvas on a frame while that pair is still high (row 5 or above) in its column.
 * Called right after `goto`, which settles before the lazily loaded Puyo page has put its stage up: the pair is
 * waited for first, and the frame callback never reads a stage that is not there (an error thrown there is the
 * page's, and the promise would never settle).
 */
async function ghostPixels(page: Page): Promise<number> {
  await seen(page);
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const look = () => {
          const stage = document.querySelector<HTMLElement>('.puyo-stage');
          const [col, row] = (stage?.dataset.piece ?? '').split(',').map(Number);
          if (col !== 2 || !(row >= 5)) {
            requestAnimationFrame(look);
            return;
          }
          const canvas = document.querySelector<HTMLCanvasElement>('.puyo-canvas')!;
          const cell = canvas.width / 16;
          const { data } = canvas
            .getContext('2d')!
            .getImageData(
              Math.round(2.25 * cell),
              Math.round(11.5 * cell),
              Math.round(cell),
              Math.round(2 * cell),
            );
          let drawn = 0;
          // Pixels unlike the field's navy (#1c2340).
          for (let i = 0; i < data.length; i += 4)
            if (Math.abs(data[i] - 0x1c) + Math.abs(data[i + 1] - 0x23) + Math.abs(data[i + 2] - 0x40) > 60)
              drawn++;
          done(drawn);
        };
        // After the page's own frame callback, which draws.
        requestAnimationFrame(look);
      }),
  );
}

describe('Puyo Puyo controls', () => {
  it('move, both turns, up, soft drop and the quick turn move the pair as the engine says', {
    timeout: 120_000,
  }, async () => {
    const page = await app().newPage();
    const seed = quietSeed();
    // The six keys act on the first pair (the quiet seed's plan) as it falls, some 3 s from the top to the floor. A
    // machine so loaded that it locked before they were all pressed (CI once, at ArrowUp: pair 7 was in play; at
    // load 10 the second pair was in play by the first key) deals the match again, at most 3 times; a key that
    // moves the pair wrong fails at once, one that locks it early fails every time.
    let now: Seen;
    for (let attempt = 1; ; attempt++) {
      await page.goto(`/puyo?ai=gentle&seed=${seed}`);
      // The landing ghost (on by default) lies under the first pair.
      expect(await ghostPixels(page)).toBeGreaterThan(20);
      try {
        for (const [key, move] of [
          ['ArrowLeft', (p: PiecePosition) => tryShift(now.field, p, -1)],
          ['ArrowRight', (p: PiecePosition) => tryShift(now.field, p, 1)],
          ['KeyX', (p: PiecePosition) => tryRotate(now.field, p, 1)],
          ['KeyZ', (p: PiecePosition) => tryRotate(now.field, p, -1)],
          ['ArrowUp', (p: PiecePosition) => tryRotate(now.field, p, 1)],
          ['KeyZ', (p: PiecePosition) => tryRotate(now.field, p, -1)],
        ] as const) {
          now = await seen(page);
          await pressExpecting(page, key, moved(now.piece, move), 1);
        }
        break;
      } catch (error) {
        if (!(error instanceof PairLocked) || attempt === 3) throw error;
      }
    }
    await dropPair(page);

    // Quick turn: two upright pairs in column 2 make column 1 a well against the wall, four rows deep.
    for (let i = 0; i < 2; i++) {
      await pressExpecting(page, 'ArrowLeft', { col: 1, row: 0, rot: 0 });
      await dropPair(page);
    }
    await pressExpecting(page, 'ArrowLeft', { col: 1, row: 0, rot: 0 });
    await pressExpecting(page, 'ArrowLeft', { col: 0, row: 0, rot: 0 });
    const wellPair = (await seen(page)).pair;
    // Gravity alone brings the pair down beside the stack (row 3): from there it takes three rows of 16 ticks and
    // 16 more to lock, about a second for the two taps. Held soft drop locked it 7 ticks (117 ms) after row 3,
    // sooner than a loaded machine let go of the key: the pair read was then the next one, high and free to turn.
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',')[1]) <= 3,
    );
    now = await seen(page);
    expect(now.pair).toBe(wellPair);
    const blocked = { ...now.piece };
    expect(tryRotate(now.field, blocked, 1)).toBe(RotateResult.BothSidesBlocked);
    const flipped = moved(now.piece, (p) => tryQuickTurn(now.field, p));
    expect(flipped.rot).toBe(2);
    await page.keyboard.press('KeyX');
    await pressExpecting(page, 'KeyX', flipped, now.pair);
    await app().screenshot(page, 'puyo-quick-turn');
    // Soft drop, on the next pair as soon as it is in play (high in its column, however slow the machine was
    // before): it falls three rows faster than its natural row every 16 ticks.
    await nextPair(page, (await seen(page)).pair);
    now = await seen(page);
    // Every frame's tick and row of this pair, and where it was when the key went down, recorded in the page.
    await page.evaluate((pair) => {
      const stage = document.querySelector<HTMLElement>('.puyo-stage')!.dataset;
      const where = () => ({ tick: Number(stage.tick), row: Number(stage.piece!.split(',')[1]) });
      const w = window as unknown as {
        frames: { tick: number; row: number }[];
        downAt?: { tick: number; row: number };
      };
      w.frames = [];
      window.addEventListener('keydown', (event) => {
        if (event.code === 'ArrowDown' && !w.downAt && stage.pair === String(pair)) w.downAt = where();
      });
      const record = () => {
        if (stage.pair !== String(pair)) return;
        if (stage.piece) w.frames.push(where());
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    }, now.pair);
    await page.keyboard.down('ArrowDown');
    await page.waitForFunction(
      (before) => Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.pair) > before,
      now.pair,
    );
    await page.keyboard.up('ArrowDown');
    const { frames, downAt } = await page.evaluate(() => {
      const w = window as unknown as {
        frames: { tick: number; row: number }[];
        downAt: { tick: number; row: number };
      };
      return { frames: w.frames, downAt: w.downAt };
    });
    const last = frames.filter((frame) => frame.tick >= downAt.tick).at(-1)!;
    const rows = downAt.row - last.row;
    // From a freshly spawned pair to the stack in its column (two high): rows to fall, at 16 ticks a row unheld.
    expect(rows).toBeGreaterThanOrEqual(3);
    expect(last.tick - downAt.tick).toBeLessThan(rows * 8);
  });

  it('keys, DAS and ARR set on the settings page are kept and used in the next match', async () => {
    const page = await app().newPage();
    await page.goto('/settings');
    await page.locator('.puyo-settings [data-action="rotateCcw"]').click();
    await page.waitForSelector('.puyo-settings [data-action="rotateCcw"]:has-text("Press a key")');
    await page.keyboard.press('KeyA');
    await expect.poll(() => page.textContent('.puyo-settings [data-action="rotateCcw"]')).toBe('A');
    await page.getByLabel('Delay before a held move repeats (ms)').fill('500');
    await page.getByLabel('Delay before a held move repeats (ms)').press('Tab');
    await page.getByLabel('Time between repeats (ms)').fill('200');
    await page.getByLabel('Time between repeats (ms)').press('Tab');
    await page.getByLabel('Show where the pair will land').uncheck();
    await app().screenshot(page, 'puyo-settings');
    await page.reload();
    expect(await page.textContent('.puyo-settings [data-action="rotateCcw"]')).toBe('A');
    expect(await page.getByLabel('Delay before a held move repeats (ms)').inputValue()).toBe('500');
    expect(await page.getByLabel('Time between repeats (ms)').inputValue()).toBe('200');
    expect(await page.getByLabel('Show where the pair will land').isChecked()).toBe(false);

    await page.goto('/puyo?ai=gentle&seed=settings');
    expect(await page.textContent('.puyo-help')).toContain('A and X turn');
    // The ghost turned off: nothing under the first pair.
    expect(await ghostPixels(page)).toBe(0);
    let now = await seen(page);
    await pressExpecting(
      page,
      'KeyA',
      moved(now.piece, (p) => tryRotate(now.field, p, -1)),
      now.pair,
    );
    // Z no longer turns: pressed before A, whose turn shows, it would have shown first.
    now = await seen(page);
    await page.keyboard.press('KeyZ');
    await pressExpecting(
      page,
      'KeyA',
      moved(now.piece, (p) => tryRotate(now.field, p, -1)),
      now.pair,
    );

    // Right held until the pair reaches the wall: the match's own input log (kept with the replay) has the
    // press, a repeat after DAS (500 ms = 30 ticks) and the next after ARR (200 ms = 12 ticks), where the
    // defaults (133 and 33 ms) would give 8 and 2. Ticks follow the events' own times, so a slow machine
    // changes nothing unless the page stalls past half a second (ticks then dropped): that pair is not counted.
    const lost = () => page.getAttribute('.puyo-stage', 'data-lost').then(Number);
    const holds: { from: number; clean: boolean }[] = [];
    for (let tries = 0; tries < 3 && !holds.some((hold) => hold.clean); tries++) {
      await seen(page);
      const lostBefore = await lost();
      const from = Number(await page.getAttribute('.puyo-stage', 'data-tick'));
      await page.keyboard.down('ArrowRight');
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',')[0] === '5',
      );
      await page.keyboard.up('ArrowRight');
      holds.push({ from, clean: (await lost()) === lostBefore });
      await dropPair(page);
    }
    await page.keyboard.down('ArrowDown');
    await page.waitForSelector('.puyo-stage[data-state="over"]', { timeout: 90_000 });
    await page.keyboard.up('ArrowDown');
    const log = await page.evaluate(
      () => JSON.parse(localStorage.getItem('arcade.puyo.replays')!).data[0].log as string,
    );
    const rights = unwrap(parseInputLog(log)).flatMap((input, tick) => (input & Input.Right ? [tick] : []));
    // The log's input i is the one run on tick i, so a hold's moves are the first ones at or after its start.
    const hold = holds.find((candidate) => candidate.clean);
    expect(hold).toBeDefined();
    const [press, das, arr] = rights.filter((tick) => tick >= hold!.from);
    // A press acts on the first tick run after it (for the shortest delay to the screen), which on a late frame
    // is a tick that fell due before the key went down; the repeats fall on the ticks due after their times. So
    // the repeat after DAS comes 30 ticks after the press and as many more as the frame was late, at most the
    // 30 ticks a frame catches up (the default DAS would be 8 and as many more); ARR is 12 ticks either way.
    expect(das - press).toBeGreaterThanOrEqual(29);
    expect(das - press).toBeLessThanOrEqual(61);
    expect(arr - das).toBeGreaterThanOrEqual(11);
    expect(arr - das).toBeLessThanOrEqual(13);
  });
});
