/**
 * A kept match with chains, replayed on the page: the match is played here by two AIs through the engine (as the
 * page would log it), put in the browser's replay list, and stepped to a chain's links on screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAi } from '../src/puyo/ai/levels.ts';
import { aiState } from '../src/puyo/ai/versus.ts';
import {
  MARGIN_TICKS,
  newMatch,
  packInputs,
  planInputs,
  stepMatch,
  targetPointsAt,
} from '../src/puyo/index.ts';
import { useTestApp } from './harness.ts';
import { openKeptReplay } from './puyoReplay.ts';

const app = useTestApp();

/**
 * Two AIs play until the computer's side has popped a chain of at least `links` (or for `ticks`); the log and the
 * chain's ticks.
 */
function matchWithChain(links: number, seed = 'chain-replay', levels = ['easy', 'hard'], ticks = 0) {
  const match = newMatch(seed);
  const ais = levels.map((level) => createAi(level));
  const plans: number[][] = [[], []];
  const planned = [-1, -1];
  const inputs: number[] = [];
  const pops: { tick: number; chain: number }[] = [];
  /** The first tick garbage waits over the human's field, and how much. */
  let waiting: { tick: number; count: number } | undefined;
  while (match.result === null && match.tick < (ticks || 60 * 60 * 5)) {
    const step = [0, 0];
    for (let p = 0; p < 2; p++) {
      const player = match.players[p];
      if (player.phase !== 'move') continue;
      if (planned[p] !== player.nextPair) {
        planned[p] = player.nextPair;
        plans[p] = (planInputs(player.field, ais[p].decide(aiState(match, p)).placement) ?? []).reverse();
      }
      step[p] = plans[p].pop() ?? 0;
    }
    stepMatch(match, step[0], step[1]);
    inputs.push(packInputs(step[0], step[1]));
    for (const event of match.events)
      if (event.type === 'pop' && event.player === 1) pops.push({ tick: match.tick, chain: event.chain });
    const garbage = match.players[0].garbage;
    if (!waiting && garbage.pending + garbage.incoming >= 6)
      waiting = { tick: match.tick, count: garbage.pending + garbage.incoming };
    const last = pops.at(-1);
    if (!ticks && links > 0 && last && last.chain >= links && match.tick > last.tick + 200) break;
    if (links === 0 && !ticks && waiting) break;
  }
  return { match, inputs, pops, waiting };
}

/** A new page with the match kept in the replay list (as the page saves it), its replay opened. */
async function openReplay(
  seed: string,
  result: string,
  match: ReturnType<typeof newMatch>,
  inputs: readonly number[],
): Promise<Page> {
  const page = await app().newPage();
  await openKeptReplay(page, { ai: 'hard', seed, result, match, inputs });
  return page;
}

/** Moves the replay's slider to `tick` and waits until the replay shows it (and matches `also`, if given). */
async function seek(page: Page, tick: number, also = ''): Promise<void> {
  await page.locator('.puyo-replay input[type="range"]').fill(String(tick));
  await page.waitForSelector(`.puyo-replay[data-tick="${tick}"]${also}`);
}

describe('a replay with chains', () => {
  it('shows each link of the chain with its counter', async () => {
    const { match, inputs, pops } = matchWithChain(2);
    const first = pops.findIndex((pop) => pop.chain === 1 && pops[pops.indexOf(pop) + 1]?.chain === 2);
    expect(first).toBeGreaterThanOrEqual(0);
    const page = await openReplay('chain-replay', 'lost', match, inputs);
    await page.locator('.puyo-replay button[aria-label="Pause"]').click();
    for (const pop of pops.slice(first, first + 2)) {
      await seek(page, pop.tick + 12);
      const chains = (await page.getAttribute('.puyo-replay', 'data-chains'))!.split(',').map(Number);
      expect(chains[1]).toBe(pop.chain);
      await app().screenshot(page, `puyo-replay-chain-${pop.chain}`);
    }
    // Half way through the fall after the second link's pop.
    const second = pops[first + 1];
    await seek(page, second.tick + 53);
    await app().screenshot(page, 'puyo-replay-chain-falling');
  });

  // Two easy AIs (hard ones took over 36 s of CPU in Node at load 17 and timed out) that both last past 106 s.
  it('shows margin time once it starts (96 s), with the points a garbage puyo now costs', {
    timeout: 150_000,
  }, async () => {
    const { match, inputs } = matchWithChain(0, 'margin', ['easy', 'easy'], MARGIN_TICKS + 600);
    expect(match.tick).toBe(MARGIN_TICKS + 600);
    const page = await openReplay('margin', 'draw', match, inputs);
    await page.locator('.puyo-replay button[aria-label="Pause"]').click();
    await seek(page, MARGIN_TICKS - 60, '[data-target="70"]');
    await seek(page, MARGIN_TICKS + 300);
    expect(Number(await page.getAttribute('.puyo-replay', 'data-target'))).toBe(
      targetPointsAt(MARGIN_TICKS + 300),
    );
    await app().screenshot(page, 'puyo-replay-margin-time');
  });

  it('shows the garbage waiting over a field in the tray', async () => {
    const { match, inputs, waiting } = matchWithChain(0, 'garbage', ['seed', 'hard']);
    expect(waiting).toBeDefined();
    const page = await openReplay('garbage', 'lost', match, inputs);
    await page.waitForSelector('.puyo-replay[data-state="ended"]', { timeout: 60_000 });
    await seek(page, waiting!.tick);
    expect((await page.getAttribute('.puyo-replay', 'data-garbage'))!.split(',')[0]).toBe(
      String(waiting!.count),
    );
    await app().screenshot(page, 'puyo-replay-garbage-tray');
  });
});
