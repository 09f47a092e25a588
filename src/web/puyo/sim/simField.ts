/**
 * The simulator's field from a shared link (`?f=` with the field's text, as `arcade puyo chain` reads it): read by
 * the engine, then refused with a reason a player can act on when it is not a field a game could hold (more than
 * 13 rows, a puyo floating over a gap). The reasons are data; the page says them in its language.
 */
import { type Field, floatingPuyo, HIDDEN_ROW, makeField, parseField } from '../../../puyo/index.ts';

/** The longest `f` read: 13 lines of 6 and their line breaks, with room for blanks. */
export const MAX_FIELD_TEXT = 200;

export type SimFieldError =
  | { readonly kind: 'long' }
  | { readonly kind: 'text'; readonly line: number }
  | { readonly kind: 'rows'; readonly rows: number }
  | { readonly kind: 'floating'; readonly col: number; readonly row: number };

export function readSimField(text: string): { ok: true; field: Field } | { ok: false; error: SimFieldError } {
  if (text.length > MAX_FIELD_TEXT) return { ok: false, error: { kind: 'long' } };
  const lines = text.replace(/\s+$/, '').split('\n').length;
  if (lines > HIDDEN_ROW) return { ok: false, error: { kind: 'rows', rows: lines } };
  const parsed = parseField(text);
  if (!parsed.ok) return { ok: false, error: { kind: 'text', line: parsed.error.line } };
  const floating = floatingPuyo(parsed.value);
  if (floating) return { ok: false, error: { kind: 'floating', ...floating } };
  return { ok: true, field: parsed.value };
}

/** The link's text for a field: its rows up to the highest puyo (an empty field is one empty row). */
export function simFieldText(field: Field): string {
  const lines = makeField(field).split('\n');
  const first = lines.findIndex((line) => line !== '......');
  return first < 0 ? '......' : lines.slice(first).join('\n');
}
