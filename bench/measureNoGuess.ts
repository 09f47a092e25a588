/**
 * What a no-guess first click costs: the seed search of src/web/mines/noGuessSearch.ts on Intermediate and
 * Expert, 20 games each (the same code the engine worker runs). Run: `npx tsx bench/measureNoGuess.ts`.
 * Timings on a shared machine are noisy: compare medians over a few runs.
 */
import { PRESETS } from '../src/mines/index.ts';
import { searchNoGuess } from '../src/web/mines/noGuessSearch.ts';

const LEVELS = [
  ['intermediate', PRESETS.intermediate, { x: 8, y: 8 }],
  ['expert', PRESETS.expert, { x: 15, y: 8 }],
] as const;
const GAMES = 20;

for (const [name, params, first] of LEVELS) {
  const times: number[] = [];
  const tries: number[] = [];
  for (let game = 0; game < GAMES; game++) {
    const started = performance.now();
    const found = searchNoGuess(
      params,
      `measure-${game}`,
      [],
      { kind: 'open', ...first, at: 0 },
      () => false,
    );
    times.push(performance.now() - started);
    tries.push(found.seed.includes('.') ? Number(found.seed.split('.').pop()) + 1 : 1);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    JSON.stringify({
      level: name,
      games: GAMES,
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
      medianSeedsTried: median(tries),
      maxSeedsTried: Math.max(...tries),
    }),
  );
}
