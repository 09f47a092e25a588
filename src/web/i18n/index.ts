/** A small dictionary per language and `{name}` placeholders: all the shell and the games need. */
import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, ja };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const dictionary = dictionaries[language];
  return (key, values) => {
    const text = dictionary[key];
    if (values === undefined) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** The browser's preferred language if we speak it, else English. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
}

export type { MessageKey };
