import { describe, expect, it } from 'vitest';
import type { Fetch } from '../pageTypes.ts';
import { fetchAnswer, submitResult } from './serverResults.ts';

const answering =
  (status: number, body: unknown, seen: { path?: string; init?: RequestInit } = {}): Fetch =>
  async (path, init) => {
    seen.path = path;
    seen.init = init;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
const offline: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const readNumber = (body: unknown) =>
  typeof body === 'object' && body && 'n' in body ? Number(body.n) : undefined;

describe('the server calls of a game page', () => {
  it('posts a finished game as JSON and says whether the server kept it', async () => {
    const seen: { path?: string; init?: RequestInit } = {};
    expect(await submitResult('/api/x/results', { a: 1 }, answering(201, {}, seen))).toBe(true);
    expect(seen.path).toBe('/api/x/results');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe('{"a":1}');
    expect(new Headers(seen.init?.headers).get('content-type')).toBe('application/json');
    expect(await submitResult('/api/x/results', {}, answering(422, { error: 'no' }))).toBe(false);
    expect(await submitResult('/api/x/results', {}, offline)).toBe(false);
  });

  it("reads an answer through the game's reader, and gives nothing offline, refused or unreadable", async () => {
    expect(await fetchAnswer('/api/x', readNumber, answering(200, { n: 5 }))).toBe(5);
    expect(await fetchAnswer('/api/x', readNumber, answering(200, { m: 5 }))).toBeUndefined();
    expect(await fetchAnswer('/api/x', readNumber, answering(200, 'not json'))).toBeUndefined();
    expect(await fetchAnswer('/api/x', readNumber, answering(500, { n: 5 }))).toBeUndefined();
    expect(await fetchAnswer('/api/x', readNumber, offline)).toBeUndefined();
  });
});
