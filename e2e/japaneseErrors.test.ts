/**
 * The Sudoku and Puyo Puyo pages in Japanese never show an English sentence when a link cannot be read or a
 * puzzle cannot be played (issue 15): each error path of a stranger's link, and the page's visible text searched
 * for a run of three or more Latin words.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { englishSentences, noticeText } from './language.ts';

const app = useTestApp();

const dots = (n: number) => '.'.repeat(n);

const badLinks: [string, RegExp][] = [
  ['/sudoku?level=foo', /^リンクを読み込めませんでした：レベル "?foo"? はありません/],
  ['/sudoku?level=hard&n=0', /^リンクを読み込めませんでした：問題番号は 1〜[\d,]+ の整数です/],
  [
    `/sudoku?p=${'x'.repeat(81)}`,
    /^この問題は遊べません：1〜9 と \. または 0 の 81 マスになっていません（1 行目 1 文字目）/,
  ],
  [`/sudoku?p=11${dots(79)}`, /^この問題は遊べません：問題の数字が重複しています/],
  [`/sudoku?p=${dots(81)}`, /^この問題は遊べません：解が複数あります/],
  ['/puyo?ai=foo', /^リンクを読めませんでした："?foo"? という対戦相手はいません/],
  ['/puyo?mode=bar', /^リンクを読めませんでした："?bar"? というモードはありません/],
];

describe('Sudoku and Puyo Puyo pages in Japanese', () => {
  it.each(badLinks)('%s: the reason in Japanese only', async (path, reason) => {
    const page = await app().newPage({ locale: 'ja-JP' });
    await page.goto(path);
    await page.waitForSelector('#notices .notice p');
    expect(await noticeText(page)).toMatch(reason);
    expect(await englishSentences(page)).toEqual([]);
  });
});
