import { describe, expect, test } from 'vitest';
import { Rng } from '../core/rng.ts';
import { Field } from './field.ts';
import { confirmIncoming, dropGarbage, offsetAndSend } from './garbage.ts';

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
});
