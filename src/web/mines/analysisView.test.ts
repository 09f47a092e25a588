import { describe, expect, it } from 'vitest';
import type { GameAnalysis, MoveAnalysis } from '../../mines/solver/analysis.ts';
import { translator } from '../i18n/index.ts';
import { labelWords, moveMarks, notableMoves, summaryWords } from './analysisView.ts';

const move = (index: number, label: MoveAnalysis['label'], cells = [index]): MoveAnalysis => ({
  index,
  move: { kind: 'open', x: index % 9, y: Math.floor(index / 9), at: index },
  played: 'open',
  cells,
  label,
  exact: true,
});

const analysis: GameAnalysis = {
  moves: [
    move(40, { kind: 'first' }),
    move(1, { kind: 'forced', safety: 0.75, bestSafety: 0.8, safest: false }),
    move(2, { kind: 'avoidable', safety: 0.5, sureCell: 9 }),
    move(3, { kind: 'sure' }),
    move(4, { kind: 'blunder', cell: 4, what: 'opened-mine' }),
  ],
  counts: { first: 1, sure: 1, forced: 1, avoidable: 1, blunder: 1, other: 0 },
  guessesSurvival: 0.375,
  bestSurvival: 0.8,
};

describe('the analysis in words', () => {
  const en = translator('en');
  const ja = translator('ja');
  it('lists the guesses and blunders only, each in words', () => {
    const notable = notableMoves(analysis);
    expect(notable.map((m) => m.label.kind)).toEqual(['forced', 'avoidable', 'blunder']);
    expect(notable.map((m) => labelWords(en, m, 9))).toEqual([
      'forced guess, 75.0% safe (the safest cell was 80.0% safe)',
      'avoidable guess, 50.0% safe: a2 was sure to be safe',
      'blunder: e1 was sure to be a mine',
    ]);
    for (const m of notable)
      expect(labelWords(ja, m, 9).replace(/\b[a-z]+\d+\b/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('sums the game up, with the survival of the guesses made and of the safest ones', () => {
    expect(summaryWords(en, analysis)).toEqual([
      'Forced guesses: 1. Avoidable guesses: 1. Blunders: 1.',
      'Your guesses gave a 37.5% chance of surviving them all; the safest guesses at the same moments, 80.0%.',
    ]);
    const noGuess = { ...analysis, counts: { ...analysis.counts, forced: 0, avoidable: 0 } };
    expect(summaryWords(en, noGuess)[1]).toBe('No guesses: every move was sure.');
  });

  it('outlines the move and the sure cell an avoidable guess passed over', () => {
    expect([...moveMarks(analysis.moves[2])]).toEqual([
      [2, 'guess'],
      [9, 'safe'],
    ]);
    expect([...moveMarks(analysis.moves[4])]).toEqual([[4, 'mine']]);
  });
});
