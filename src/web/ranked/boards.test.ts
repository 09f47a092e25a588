import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { BOARDS, boardName, rankingsOf, readBoardQuery, rowResult } from './boards.ts';

describe('the board an address asks for', () => {
  it('defaults to all-time beginner Minesweeper by time', () => {
    expect(readBoardQuery('')).toEqual({
      game: 'mines',
      level: 'beginner',
      by: 'time',
      period: 'all',
      page: 1,
    });
  });

  it('reads every part it knows', () => {
    expect(readBoardQuery('?game=puyo&level=solo%2Bundo&by=chain&period=daily&page=7')).toEqual({
      game: 'puyo',
      level: 'solo+undo',
      by: 'chain',
      period: 'daily',
      page: 7,
    });
    expect(readBoardQuery('?game=sudoku&level=hard%2Bhints&by=wins&period=week')).toMatchObject({
      level: 'hard+hints',
      by: 'wins',
      period: 'week',
    });
  });

  it.each([
    ['?game=chess', { game: 'mines', level: 'beginner' }],
    ['?game=sudoku&level=beginner', { game: 'sudoku', level: 'easy', by: 'time' }],
    ['?game=mines&by=score', { by: 'time' }],
    ['?game=puyo&level=solo&by=wins', { level: 'solo', by: 'score' }],
    ['?page=0', { page: 1 }],
    ['?page=1001', { page: 1 }],
    ['?page=2.5', { page: 1 }],
    ['?period=year', { period: 'all' }],
    [`?game=${'x'.repeat(5000)}`, { game: 'mines' }],
  ])('falls back to the default for what it does not know: %s', (search, expected) => {
    expect(readBoardQuery(search)).toMatchObject(expected);
  });

  it('has the rankings the server keeps: no wins for practice alone', () => {
    expect(rankingsOf('mines', 'expert')).toEqual(['time', 'wins']);
    expect(rankingsOf('puyo', 'hard')).toEqual(['score', 'chain', 'wins']);
    expect(rankingsOf('puyo', 'solo+undo')).toEqual(['score', 'chain']);
  });
});

describe('boards and rows in words', () => {
  it('names every board in both languages, Japanese without English', () => {
    for (const language of ['en', 'ja'] as const) {
      const t = translator(language);
      for (const [game, boards] of Object.entries(BOARDS))
        for (const board of boards) {
          const name = boardName(t, game as keyof typeof BOARDS, board);
          expect(name, board).not.toMatch(/^(game|mines|sudoku|puyo|board)\./);
          if (language === 'ja') expect(name, board).not.toMatch(/[A-Za-z]/);
        }
    }
    const en = translator('en');
    expect(boardName(en, 'sudoku', 'hard+hints')).toBe('Hard with hints');
    expect(boardName(en, 'puyo', 'solo+undo')).toBe('Solo practice with undo');
    expect(boardName(en, 'mines', 'huge')).toBe('huge');
  });

  it("names a declared bot's boards as the human board's, of bots, in both languages", () => {
    expect(boardName(translator('en'), 'mines', 'expert+bot')).toBe('Expert, bots');
    expect(boardName(translator('en'), 'sudoku', 'hard+hints+bot')).toBe('Hard with hints, bots');
    const ja = boardName(translator('ja'), 'sudoku', 'hard+hints+bot');
    expect(ja).toMatch(/（ボット）$/);
    expect(ja).not.toMatch(/[A-Za-z]/);
  });

  it('shows a time in seconds, a score, the largest chain, or the wins', () => {
    const t = translator('en');
    const row = { timeMs: 12345, score: 800, wins: 4 };
    expect(rowResult(t, 'time', row)).toBe('12.345 s');
    expect(rowResult(t, 'score', row)).toBe('800');
    expect(rowResult(t, 'wins', row)).toBe('4 wins');
    expect(rowResult(t, 'chain', { ...row, chain: 7 })).toBe(t('board.chain', { n: 7 }));
    expect(rowResult(t, 'chain', { ...row, chain: 7 })).not.toContain('800');
  });
});
