/** A match's inputs as the page saves them and the server keeps them: runs of one value (`value*count`). */

/** Inputs as the page saves them: runs of one value written `value*count`, joined by commas ("0*95,16*3,0"). */
export function makeInputText(inputs: readonly number[]): string {
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= inputs.length; i++) {
    if (i < inputs.length && inputs[i] === inputs[start]) continue;
    const length = i - start;
    runs.push(length === 1 ? `${inputs[start]}` : `${inputs[start]}*${length}`);
    start = i;
  }
  return runs.join(',');
}

/** The inputs of a text makeInputText wrote (a pending record's log, read back to resume its replay). */
export function readInputText(text: string): number[] {
  const inputs: number[] = [];
  if (text === '') return inputs;
  for (const run of text.split(',')) {
    const [value, times = '1'] = run.split('*');
    for (let k = Number(times); k > 0; k--) inputs.push(Number(value));
  }
  return inputs;
}
