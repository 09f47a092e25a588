import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Rng } from '../core/rng.ts';
import { Field } from './field.ts';
import { confirmIncoming, dropGarbage, garbageFromPoints, offsetAndSend } from './garbage.ts';
import { gridOf, withHeights } from './testFields.ts';

describe('garbage', () => {
  test('a chain cancels its own waiting garbage first, confirmed before incoming, and sends the rest', () => {
    const own = { pending: 5, incoming: 3 };
    const opponent = { pending: 0, incoming: 0 };
    expect(offsetAndSend(4, own, opponent)).toBe(0);
    expect(own).toEqual({ pending: 1, incoming: 3 });
    expect(offsetAndSend(10, own, opponent)).toBe(6);
    expect(own).toEqual({ pending: 0, incoming: 0 });
    expect(opponent).toEqual({ pending: 0, incoming: 6 });
    confirmIncoming(opponent);
    expect(opponent).toEqual({ pending: 6, incoming: 0 });
  });

  test('at most 30 fall at once: whole rows, the rest in distinct columns', () => {
    const field = new Field();
    const queue = { pending: 40, incoming: 0 };
    expect(dropGarbage(field, queue, Rng.fromSeed(1)).count).toBe(30);
    expect(queue.pending).toBe(10);
    expect([0, 1, 2, 3, 4, 5].map((col) => field.height(col))).toEqual([5, 5, 5, 5, 5, 5]);
    expect(dropGarbage(field, queue, Rng.fromSeed(2))).toEqual({ count: 10, rows: 2 });
    const heights = [0, 1, 2, 3, 4, 5].map((col) => field.height(col));
    expect(heights.filter((h) => h === 7)).toHaveLength(4);
    expect(heights.filter((h) => h === 6)).toHaveLength(2);
    expect(field.count(6)).toBe(40);
  });

  test('garbage never stacks above row 13', () => {
    const field = new Field();
    const queue = { pending: 90, incoming: 0 };
    for (let i = 0; i < 3; i++) dropGarbage(field, queue, Rng.fromSeed(i));
    expect(field.count(6)).toBe(78);
    expect(field.get(0, 14)).toBe(0);
  });

  test('points make whole garbage puyos; the rest carries over', () => {
    expect(garbageFromPoints(69, 70)).toEqual({ units: 0, carry: 69 });
    expect(garbageFromPoints(140, 70)).toEqual({ units: 2, carry: 0 });
    expect(garbageFromPoints(4840, 70)).toEqual({ units: 69, carry: 10 });
    expect(garbageFromPoints(700, 52)).toEqual({ units: 13, carry: 24 });
  });

  test.prop([fc.nat(200), fc.nat(200), fc.nat(200), fc.nat(200)])(
    'offsetting: what a chain sends cancels its own confirmed garbage, then its incoming, then goes on',
    (units, pending, incoming, opponentIncoming) => {
      const own = { pending, incoming };
      const opponent = { pending: 0, incoming: opponentIncoming };
      const sent = offsetAndSend(units, own, opponent);
      const cancelPending = Math.min(units, pending);
      const cancelIncoming = Math.min(units - cancelPending, incoming);
      expect(own).toEqual({ pending: pending - cancelPending, incoming: incoming - cancelIncoming });
      expect(sent).toBe(units - cancelPending - cancelIncoming);
      expect(opponent).toEqual({ pending: 0, incoming: opponentIncoming + sent });
    },
  );

  test.prop([
    fc.nat(100),
    fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 6, maxLength: 6 }),
    fc.integer(),
  ])(
    'a drop: up to 30, whole rows on every column, the rest one each on distinct columns, on top, up to row 13',
    (pending, heights, seed) => {
      const field = withHeights(heights);
      const before = gridOf(field);
      const queue = { pending, incoming: 3 };
      const { count, rows } = dropGarbage(field, queue, Rng.fromSeed(seed));
      expect(count).toBe(Math.min(30, pending));
      expect(queue).toEqual({ pending: pending - count, incoming: 3 });
      const whole = Math.floor(count / 6);
      expect(rows).toBe(whole + (count % 6 > 0 ? 1 : 0));
      const after = gridOf(field);
      const given = heights.map((h, col) => field.height(col) - h);
      heights.forEach((h, col) => {
        expect(after[col].slice(0, h + 1)).toEqual(before[col].slice(0, h + 1));
        for (let row = h + 1; row <= 14; row++) expect(after[col][row]).toBe(row <= h + given[col] ? 6 : 0);
        // Each column gets its whole rows and maybe one more, unless row 13 stops it.
        const wanted = Math.min(13 - h, whole);
        expect([wanted, Math.min(13 - h, whole + 1)]).toContain(given[col]);
      });
      // With room everywhere, exactly count % 6 columns get the one more.
      if (heights.every((h) => h + whole + 1 <= 13))
        expect(given.filter((g) => g > whole)).toHaveLength(count % 6);
    },
  );
});
