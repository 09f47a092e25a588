import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_SEED_LENGTH } from '../../puyo/index.ts';
import { translator } from '../i18n/index.ts';
import { reportBadAddress } from '../page/gamePage.ts';
import { addressErrorOf, matchQuery, OPPONENTS, parseMatchQuery } from './matchSetup.ts';

const fresh = () => 'fresh';

describe('the match in the address', () => {
  it('reads the opponent and the seed, and asks when no opponent is named', () => {
    expect(parseMatchQuery('?ai=hard&seed=S', fresh)).toEqual({ ok: true, value: { ai: 'hard', seed: 'S' } });
    expect(parseMatchQuery('?ai=gentle', fresh)).toEqual({
      ok: true,
      value: { ai: 'gentle', seed: 'fresh' },
    });
    expect(parseMatchQuery('', fresh)).toEqual({ ok: true, value: undefined });
  });

  it('reads solo practice on a deal, and names a mode it does not know', () => {
    expect(parseMatchQuery('?mode=solo&seed=S', fresh)).toEqual({
      ok: true,
      value: { mode: 'solo', seed: 'S' },
    });
    expect(parseMatchQuery('?mode=solo', fresh)).toEqual({
      ok: true,
      value: { mode: 'solo', seed: 'fresh' },
    });
    expect(parseMatchQuery('?mode=duel&seed=S', fresh)).toEqual({
      ok: false,
      error: { kind: 'mode', mode: 'duel' },
    });
    expect(parseMatchQuery('?mode=solo&seed=', fresh).ok).toBe(false);
    expect(parseMatchQuery(matchQuery({ mode: 'solo', seed: 'a b&c' }), fresh)).toEqual({
      ok: true,
      value: { mode: 'solo', seed: 'a b&c' },
    });
  });

  it('names what is wrong', () => {
    expect(parseMatchQuery('?ai=__proto__', fresh)).toEqual({
      ok: false,
      error: { kind: 'ai', ai: '__proto__' },
    });
    expect(parseMatchQuery('?ai=strong', fresh).ok).toBe(false); // not offered: strongest is its name here
    expect(parseMatchQuery(`?ai=easy&seed=${'x'.repeat(MAX_SEED_LENGTH + 1)}`, fresh)).toEqual({
      ok: false,
      error: { kind: 'seed' },
    });
    expect(parseMatchQuery('?ai=easy&seed=', fresh).ok).toBe(false);
  });

  it("says what is wrong in the page's language, as every game page says it", () => {
    const said = (search: string, language: 'en' | 'ja') => {
      const notices: string[] = [];
      const parsed = parseMatchQuery(search, fresh);
      if (parsed.ok) throw new Error(`${search} must be refused`);
      const context = { t: translator(language), notify: (text: string) => void notices.push(text) };
      reportBadAddress(context, 'puyo.address', addressErrorOf(parsed.error));
      return notices;
    };
    expect(said('?ai=strong', 'en')).toEqual([
      'The link could not be read: there is no opponent called strong.',
    ]);
    expect(said('?mode=duel', 'en')).toEqual(['The link could not be read: there is no mode called duel.']);
    expect(said('?ai=easy&seed=', 'en')).toEqual([
      `The link could not be read: a seed is 1 to ${MAX_SEED_LENGTH} characters.`,
    ]);
    expect(said('?ai=easy&seed=', 'ja')[0]).toContain(`1〜${MAX_SEED_LENGTH}`);
    const [ja] = said('?ai=strong', 'ja');
    expect(ja).toContain('strong');
    expect(ja).not.toContain('The link');
  });

  test.prop([fc.constantFrom(...OPPONENTS), fc.string({ minLength: 1, maxLength: 50 })])(
    'a written query reads back as the same choice',
    (ai, seed) => {
      expect(parseMatchQuery(matchQuery({ ai, seed }), fresh)).toEqual({ ok: true, value: { ai, seed } });
    },
  );
});
