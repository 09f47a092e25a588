/** Puyo's chain simulator in a real browser: a shared field stepped link by link, drawing, sharing, refusals. */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/core/result.ts';
import { chainLinks, parseField } from '../src/puyo/index.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

// Four reds pop, the blue above them falls beside three blues: a 2-chain.
const TWO_CHAIN = ['BY....', 'RB....', 'RB....', 'RRB...'].join('\n');

describe('the chain simulator', () => {
  it('steps a shared field link by link with each link’s score, as the engine counts it', async () => {
    const expected = chainLinks(unwrap(parseField(TWO_CHAIN)));
    expect(expected.links).toHaveLength(2);
    const page = await app().newPage();
    await page.goto(`/puyo/sim?${new URLSearchParams({ f: TWO_CHAIN })}`);
    await page.waitForSelector('.sim-grid');
    expect(await page.textContent('.sim-summary')).toBe(
      `2-chain, ${expected.score.toLocaleString('en')} points`,
    );
    const items = await page.locator('.sim-links li').allTextContents();
    expect(items).toEqual(
      expected.links.map(
        ({ step }) =>
          `Link ${step.chain}: ${step.puyos} puyos, groups ${step.groups.join(' + ')}, colours ${step.colors}: ${step.score} points`,
      ),
    );
    for (let link = 0; link < 2; link++) {
      await page.getByRole('button', { name: 'Next link' }).click();
      await page.waitForSelector(`.sim-grid[data-at="${link}"]`);
      expect(await page.locator('.sim-cell.popping').count()).toBe(expected.links[link].popped.length);
      await app().screenshot(page, `puyo-sim-link-${link + 1}`);
    }
    await page.getByRole('button', { name: 'Next link' }).click();
    await page.waitForSelector('.sim-grid[data-at="2"]');
    expect(await page.locator('.sim-cell:not([data-cell="0"])').count()).toBe(expected.after.count());
  });

  it('draws a field with the mouse and shares it as a link', async () => {
    const page = await app().newPage();
    await page.goto('/puyo/sim');
    await page.waitForSelector('.sim-grid');
    expect(await page.textContent('.sim-summary')).toBe('Nothing pops on this field. Draw groups of four.');
    await page.getByRole('radio', { name: 'Green' }).click();
    const cell = (col: number, row: number) =>
      page.locator(`.sim-cell[data-col="${col}"][data-row="${row}"]`);
    // A drag up column 5 paints four greens (drawn from the top, they fall to the floor).
    const top = (await cell(4, 4).boundingBox())!;
    const bottom = (await cell(4, 1).boundingBox())!;
    await page.mouse.move(top.x + top.width / 2, top.y + top.height / 2);
    await page.mouse.down();
    await page.mouse.move(bottom.x + bottom.width / 2, bottom.y + bottom.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await page.textContent('.sim-summary')).toBe('1-chain, 40 points, and an all clear');
    await page.getByRole('button', { name: 'Share link' }).click();
    const shared = new URL(page.url());
    expect(shared.searchParams.get('f')).toBe(['....G.', '....G.', '....G.', '....G.'].join('\n'));
    const other = await app().newPage();
    await other.goto(shared.pathname + shared.search);
    await other.waitForSelector('.sim-grid');
    expect(await other.locator('.sim-cell[data-cell="2"]').count()).toBe(4);
  });

  it('refuses a field with a floating puyo, saying where, in Japanese too', async () => {
    const page = await app().newPage({ locale: 'ja-JP' });
    await page.goto(`/puyo/sim?${new URLSearchParams({ f: 'R.....\n......\nB.....' })}`);
    await page.waitForSelector('.notice');
    expect(await page.textContent('.notice p')).toBe(
      'リンクのフィールドは使えませんでした：1列 3段のぷよの下が空いています。',
    );
    await app().screenshot(page, 'puyo-sim-refused-ja');
  });
});
