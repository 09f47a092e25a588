import { describe, expect, it } from 'vitest';
import { CurrentGame } from './currentGame.ts';

describe('the game on a page', () => {
  it('has no game while one is being opened, and the opened one once it settles', () => {
    const current = new CurrentGame<{ name: string }>();
    const first = { name: 'first' };
    expect(current.settle(current.begin(), first)).toBe(true);
    expect(current.value).toBe(first);
    expect(current.isCurrent(first)).toBe(true);
    current.begin();
    expect(current.value).toBeUndefined();
    expect(current.isCurrent(first)).toBe(false);
  });

  it('lets only the latest opening settle: an earlier answer arriving late is dropped', () => {
    const current = new CurrentGame<string>();
    const slow = current.begin();
    const fast = current.begin();
    expect(current.settle(fast, 'fast')).toBe(true);
    expect(current.settle(slow, 'slow')).toBe(false);
    expect(current.value).toBe('fast');
  });

  it('drops the game when its engine fails, and settles nothing once closed', () => {
    const current = new CurrentGame<string>();
    expect(current.settle(current.begin(), 'a')).toBe(true);
    current.drop();
    expect(current.value).toBeUndefined();
    expect(current.isCurrent('a')).toBe(false);
    const ticket = current.begin();
    current.close();
    expect(current.isClosed).toBe(true);
    expect(current.settle(ticket, 'b')).toBe(false);
    expect(current.value).toBeUndefined();
  });
});
