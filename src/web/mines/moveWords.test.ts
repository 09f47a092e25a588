import { describe, expect, it } from 'vitest';
import { type Move, parseMoveLog } from '../../mines/index.ts';
import { translator } from '../i18n/index.ts';
import { moveWords } from './moveWords.ts';

const log = (text: string): Move[] => {
  const moves = parseMoveLog(text);
  if (!moves.ok) throw new Error(moves.error);
  return moves.value;
};

describe('a replay move in words', () => {
  const en = translator('en');
  const ja = translator('ja');

  it('says what the move did and when, in English and Japanese, not the log notation', () => {
    const moves = log('o e5@0; f a1@812; o e9@2337');
    expect(moveWords(en, moves, 3)).toBe('opened e9 at 2.34 s');
    expect(moveWords(ja, moves, 3)).toBe('2.34 秒に e9 を開けた');
    expect(moveWords(en, moves, 2)).toBe('flagged a1 at 0.81 s');
    expect(moveWords(ja, moves, 2)).toBe('0.81 秒に a1 に旗を立てた');
    expect(moveWords(en, moves, 0)).toBeUndefined();
    expect(moveWords(en, moves, 4)).toBeUndefined();
  });

  it('follows the log: a second flag on a cell takes it off, a tap in flag mode is a tap, flag mode toggles', () => {
    const moves = log('o e5@0; f a1@100; f b1@150; f a1@200; m@300; o c3@400; m@500; c d4@600; ? f6@700');
    expect(moveWords(en, moves, 3)).toBe('flagged b1 at 0.15 s');
    expect(moveWords(en, moves, 4)).toBe('took the flag off a1 at 0.20 s');
    expect(moveWords(ja, moves, 4)).toBe('0.20 秒に a1 の旗を外した');
    expect(moveWords(en, moves, 5)).toBe('turned flag mode on at 0.30 s');
    expect(moveWords(en, moves, 6)).toBe('tapped c3 in flag mode at 0.40 s');
    expect(moveWords(en, moves, 7)).toBe('turned flag mode off at 0.50 s');
    expect(moveWords(en, moves, 8)).toBe('chorded on d4 at 0.60 s');
    expect(moveWords(en, moves, 9)).toBe('put or took away a question mark on f6 at 0.70 s');
  });

  it('times a move on the game clock, which starts at the first click, as the result does', () => {
    const moves = log('m@100; m@150; o e5@710; o e9@3851');
    expect(moveWords(en, moves, 1)).toBe('turned flag mode on at 0.00 s');
    expect(moveWords(en, moves, 3)).toBe('opened e5 at 0.00 s');
    expect(moveWords(en, moves, 4)).toBe('opened e9 at 3.14 s');
  });

  it('is the caption of the replay: "8 of 8: opened e9 at 2.34 s"', () => {
    const moves = log('o e5@0; o e9@2337');
    const move = moveWords(en, moves, 2);
    expect(en('replay.moveWords', { n: 8, total: 8, move: move ?? '' })).toBe('8 of 8: opened e9 at 2.34 s');
    expect(ja('replay.moveWords', { n: 8, total: 8, move: moveWords(ja, moves, 2) ?? '' })).toBe(
      '8 / 8 手目：2.34 秒に e9 を開けた',
    );
  });
});
