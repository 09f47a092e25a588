import { describe, expect, it } from 'vitest';
import { type Language, translator } from '../i18n/index.ts';
import { StatusLine } from './statusLine.ts';

const line = (language: Language) => {
  const element = { dataset: {} as Record<string, string>, textContent: '' };
  const notices: string[] = [];
  const status = new StatusLine(element as unknown as HTMLElement, {
    t: translator(language),
    notify: (message) => notices.push(message),
  });
  return { element, notices, status };
};

describe('the status line', () => {
  it('shows a state and its text', () => {
    const { element, status, notices } = line('en');
    status.show('playing', 'Good luck.');
    expect(element).toEqual({ dataset: { status: 'playing' }, textContent: 'Good luck.' });
    expect(notices).toEqual([]);
  });

  it.each([
    ['en', 'The game engine stopped working. Reload the page to play again.'],
    ['ja', 'ゲームエンジンが止まりました。ページを再読み込みすると続けて遊べます。'],
  ] as const)(
    'reports a failed engine in the page language (%s), on the line and as a notice',
    (language, text) => {
      const { element, status, notices } = line(language);
      status.engineFailed();
      expect(element).toEqual({ dataset: { status: 'failed' }, textContent: text });
      expect(notices).toEqual([text]);
    },
  );
});
