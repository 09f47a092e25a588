/**
 * A match's input log as short text for saves: runs of one packed input (0..1023) written `value*count`, joined
 * by commas ("0*95,16*3,0*40"). A match is mostly ticks with no button held, so this is some 50 times shorter
 * than the list. Reading is linear in the text and names the first bad run.
 */
import { err, ok, type Result } from '../../core/result.ts';

/** Most ticks a saved match may hold: an hour of play. */
export const MAX_LOG_TICKS = 60 * 60 * 60;

export function makeInputLog(inputs: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < inputs.length; ) {
    let j = i + 1;
    while (j < inputs.length && inputs[j] === inputs[i]) j++;
    runs.push(j - i === 1 ? String(inputs[i]) : `${inputs[i]}*${j - i}`);
    i = j;
  }
  return runs.join(',');
}

const RUN = /^(\d{1,4})(?:\*(\d{1,7}))?$/;

export function parseInputLog(text: string): Result<number[]> {
  const inputs: number[] = [];
  if (text === '') return ok(inputs);
  const runs = text.split(',');
  for (let r = 0; r < runs.length; r++) {
    const match = RUN.exec(runs[r]);
    const value = match ? Number(match[1]) : Number.NaN;
    const count = match?.[2] === undefined ? 1 : Number(match[2]);
    if (!match || value > 1023 || count < 1)
      return err(`run ${r + 1} must be an input from 0 to 1023 and a count of 1 or more, as 16*3`);
    if (inputs.length + count > MAX_LOG_TICKS) return err(`more than ${MAX_LOG_TICKS} ticks`);
    for (let k = 0; k < count; k++) inputs.push(value);
  }
  return ok(inputs);
}
