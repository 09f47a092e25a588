import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { pickEncoding, STORED_ENCODINGS, type StoredEncoding } from './contentEncoding.ts';

const BOTH: StoredEncoding[] = ['br', 'gzip'];

describe('pickEncoding', () => {
  test('takes what the browser prefers among the copies on disk, brotli on a tie, the file itself when it must', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(pickEncoding('gzip, deflate, br, zstd', ['gzip'])).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0.8', BOTH)).toBe('gzip');
    expect(pickEncoding('BR', BOTH)).toBe('br');
    expect(pickEncoding('x-gzip', BOTH)).toBe('gzip');
    expect(pickEncoding('*;q=0.5, br;q=0', BOTH)).toBe('gzip');
    expect(pickEncoding('identity;q=1, gzip;q=0.5', BOTH)).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip;q=0', BOTH)).toBeUndefined();
    expect(pickEncoding('br;q=2', BOTH)).toBeUndefined();
    expect(pickEncoding('', BOTH)).toBeUndefined();
    expect(pickEncoding(undefined, BOTH)).toBeUndefined();
    expect(pickEncoding('br, gzip', [])).toBeUndefined();
  });

  test.prop([fc.string({ maxLength: 80 }), fc.subarray([...STORED_ENCODINGS])])(
    'answers any header with a copy that is on disk and that the header names or allows with *',
    (header, available) => {
      const picked = pickEncoding(header, available);
      if (picked === undefined) return;
      expect(available).toContain(picked);
      expect(header.toLowerCase()).toMatch(new RegExp(`(${picked}|\\*)`));
    },
  );
});
