import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Color, Field, makeQueue, type Pair } from '../index.ts';
import { arbStackedField } from '../testFields.ts';
import { type FutureModel, futurePairs, paletteOf } from './futurePairs.ts';

const arbQueue = fc.string({ maxLength: 8 }).map((seed) => makeQueue(seed).slice(0, 3));
const key = (p: Pair): string => [p.pivot, p.child].sort().join('');

describe('imagined future pairs', () => {
  test.prop([arbStackedField(5, 8), arbQueue, fc.constantFrom<FutureModel>('two', 'six'), fc.nat(14)], {
    numRuns: 2000,
  })(
    "two colours of the queue's palette each, the same pairs for the same position",
    (f, queue, model, n) => {
      const palette = paletteOf(f, queue);
      const pairs = futurePairs(model, f, queue, n);
      expect(pairs).toHaveLength(n);
      for (const p of pairs) {
        expect(p.pivot).not.toBe(p.child);
        expect(palette).toContain(p.pivot);
        expect(palette).toContain(p.child);
      }
      expect(futurePairs(model, f.clone(), [...queue], n)).toEqual(pairs);
    },
  );

  test.prop([arbStackedField(5, 8), arbQueue], { numRuns: 2000 })(
    'the palette: four colours, every colour of the queue among them',
    (f, queue) => {
      const palette = paletteOf(f, queue);
      expect(new Set(palette).size).toBe(4);
      for (const p of queue) expect(palette).toEqual(expect.arrayContaining([p.pivot, p.child]));
    },
  );

  test.prop([arbStackedField(4, 8), arbQueue, fc.nat(12)], { numRuns: 2000 })(
    '`six`: any six pairs in a row are the six two-colour pairs, each colour in three of them',
    (f, queue, from) => {
      const six = futurePairs('six', f, queue, from + 6).slice(from);
      expect(new Set(six.map(key)).size).toBe(6);
      const count = new Map<Color, number>();
      for (const p of six) for (const c of [p.pivot, p.child]) count.set(c, (count.get(c) ?? 0) + 1);
      expect([...count.values()]).toEqual([3, 3, 3, 3]);
    },
  );

  test.prop([arbStackedField(4, 8), arbQueue, fc.nat(12)], { numRuns: 1000 })(
    '`two`: two pairs holding the four colours, alternating',
    (f, queue, n) => {
      const pairs = futurePairs('two', f, queue, n + 2);
      expect(new Set([pairs[0].pivot, pairs[0].child, pairs[1].pivot, pairs[1].child]).size).toBe(4);
      for (let i = 2; i < pairs.length; i++) expect(pairs[i]).toEqual(pairs[i - 2]);
    },
  );

  test('the position sets the order: fields one pair apart start the cycle elsewhere', () => {
    const queue = makeQueue('future').slice(0, 3);
    const rows = ['RBRBRB', 'BRBRBR'];
    const starts = new Set<string>();
    for (let puyos = 0; puyos <= 10; puyos += 2) {
      const f = new Field();
      for (let i = 0; i < puyos; i++)
        f.set(i % 6, 1 + Math.floor(i / 6), rows[Math.floor(i / 6)][i % 6] === 'R' ? 1 : 2);
      starts.add(key(futurePairs('six', f, queue, 1)[0]));
    }
    expect(starts.size).toBeGreaterThan(2);
  });

  test.prop([arbStackedField(4, 8), arbQueue, fc.nat(14), fc.nat(8)], { numRuns: 2000 })(
    '`drawn`: colours of the palette, the same draw for the same position and sample, another for another sample',
    (f, queue, n, sample) => {
      const palette = paletteOf(f, queue);
      const pairs = futurePairs('drawn', f, queue, n + 8, sample);
      expect(pairs).toHaveLength(n + 8);
      for (const p of pairs) expect(palette).toEqual(expect.arrayContaining([p.pivot, p.child]));
      expect(futurePairs('drawn', f.clone(), [...queue], n + 8, sample)).toEqual(pairs);
      // 16 puyos drawn alike by chance: 4^-16.
      expect(futurePairs('drawn', f, queue, n + 8, sample + 1)).not.toEqual(pairs);
    },
  );

  test('`drawn` deals like a real queue: every colour a quarter of the puyos, a quarter of the pairs one colour', () => {
    const queue = makeQueue('drawn').slice(0, 3);
    const puyos = new Map<Color, number>();
    let same = 0;
    let total = 0;
    for (let sample = 0; sample < 500; sample++) {
      for (const p of futurePairs('drawn', new Field(), queue, 8, sample)) {
        for (const c of [p.pivot, p.child]) puyos.set(c, (puyos.get(c) ?? 0) + 1);
        if (p.pivot === p.child) same++;
        total++;
      }
    }
    expect(puyos.size).toBe(4);
    for (const n of puyos.values()) expect(Math.abs(n / (2 * total) - 0.25)).toBeLessThan(0.02);
    expect(Math.abs(same / total - 0.25)).toBeLessThan(0.03);
  });

  test.prop([arbStackedField(4, 8), arbQueue, fc.nat(12)], { numRuns: 500 })(
    '`two`, sample 1: the next of the six splits',
    (f, queue, n) => {
      const now = futurePairs('two', f, queue, 2);
      const next = futurePairs('two', f, queue, n + 2, 1);
      expect(new Set([next[0].pivot, next[0].child, next[1].pivot, next[1].child]).size).toBe(4);
      expect(next.slice(0, 2)).not.toEqual(now);
    },
  );
});
