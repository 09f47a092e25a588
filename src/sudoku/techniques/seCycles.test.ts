/**
 * The chains SE's rating path takes before its general chains (aic.ts seCycleOrXChain): X-cycles and Y-cycles at
 * 6.5 and SE's length bonus, forcing X-chains at 6.6 and the bonus; the lowest-rated is the step. Sound on random
 * positions of real puzzles, each link of the kind it claims.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator.ts';
import { chainOfKind, seCycleOrXChain } from './aic.ts';
import { lengthBonus, roundRating } from './rating.ts';
import { digitPicture, pencilMarks, stepWords } from './testing/pencil.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';

describe("SE's cycles and forcing X-chains", () => {
  it('an X-cycle: 7 in rows 1, 5 and 9 two places each, joined by columns e, i and a: what else those columns hold goes', () => {
    const step = seCycleOrXChain(
      digitPicture(7, [
        'x...x....',
        '.........',
        '....x....',
        'x........',
        '....x...x',
        '.........',
        '........x',
        '.........',
        'x.......x',
      ]),
    );
    expect(stepWords(step)).toMatchObject({ digits: [7], eliminations: ['7 e3', '7 a4', '7 i7'] });
    expect(step?.proof?.kind).toBe('continuous');
    // Six candidates round: SE's X-cycle, 6.5 and no bonus (a forcing X-chain removing one of them: 6.7).
    expect(step?.rating).toBe(6.5);
  });

  // Four two-candidate cells round a1, e1, e5, a5; g1, e8, h5, a8 see the two ends of one weak link each.
  const Y_CYCLE = { a1: '12', e1: '23', e5: '34', a5: '14', g1: '25', e8: '36', h5: '48', a8: '19' };

  it('a Y-cycle: the two-candidate cells a1, e1, e5, a5 close a loop; each weak link removes what sees both its ends', () => {
    const step = seCycleOrXChain(pencilMarks(Y_CYCLE));
    expect(stepWords(step)).toMatchObject({
      cells: ['a1', 'e1', 'e5', 'a5'],
      eliminations: ['2 g1', '4 h5', '1 a8', '3 e8'],
    });
    expect(step?.proof?.kind).toBe('continuous');
    // Eight candidates round: 6.5 + 0.1, where the general search rates the same loop as a nice loop, 7.1.
    expect(step?.rating).toBe(6.6);
    expect(chainOfKind('loop')(pencilMarks(Y_CYCLE))?.rating).toBe(7.1);
  });

  it('none when e5 has a third candidate: no loop of two-candidate cells, no X-chain', () => {
    expect(seCycleOrXChain(pencilMarks({ ...Y_CYCLE, e5: '348' }))).toBeNull();
  });

  it('never removes a solution digit, and rates continuous loops as SE rates cycles, on 2,000 random positions', () => {
    const puzzles: Puzzle[] = Array.from({ length: 6 }, (_, n) => generate('extreme', `se cycles ${n}`));
    let continuous = 0;
    let yCycles = 0;
    let chains = 0;
    fc.assert(
      fc.property(positionArb(puzzles), ({ board, solution }) => {
        const step = seCycleOrXChain(board);
        if (!step?.proof) return;
        for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
        for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
        const facts = step.proof.branches[0].facts;
        if (step.proof.kind === 'continuous') {
          continuous++;
          expect(step.rating).toBe(roundRating(6.5 + lengthBonus(facts.length - 1)));
          // A Y-cycle's strong links are two-candidate cells; an X-cycle's are a digit's two places in a unit.
          if (step.digits.length > 1) {
            yCycles++;
            expect(facts.filter((f) => f.on).every((f) => f.why.kind === 'lastInCell')).toBe(true);
          } else expect(facts.filter((f) => f.on).every((f) => f.why.kind === 'lastInUnit')).toBe(true);
        } else {
          chains++;
          expect(step.digits).toHaveLength(1);
        }
      }),
      { numRuns: 2000, seed: 16 },
    );
    expect(continuous).toBeGreaterThan(5);
    expect(yCycles).toBeGreaterThan(5);
    expect(chains).toBeGreaterThan(5);
  }, 600_000);
});
