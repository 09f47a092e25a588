import { createAi } from '../src/puyo/ai/index.ts';
import { applyPlacementInPlace, Field, makeQueue, type Pair, PlacementOutcome } from '../src/puyo/index.ts';
import { seedSearch } from './baselines/puyoGridSimulator.ts';
import { heading, measure, printRow } from './measure.ts';

interface Position {
  readonly field: Field;
  readonly queue: readonly Pair[];
  readonly pairsLeft: number;
}

/** Mid-game positions: `medium` plays 10, 20 and 30 pairs of a few seeded games. */
function positions(): Position[] {
  const list: Position[] = [];
  for (const seed of ['bench-a', 'bench-b', 'bench-c']) {
    const queue = makeQueue(seed);
    const ai = createAi('medium');
    const field = new Field();
    const out = new PlacementOutcome();
    for (let i = 0; i < 30; i++) {
      if (i % 10 === 0 && i > 0)
        list.push({ field: field.clone(), queue: queue.slice(i, i + 3), pairsLeft: 50 - i });
      const { placement } = ai.decide({ field, queue: queue.slice(i, i + 3), pairsLeft: 50 - i });
      applyPlacementInPlace(field, queue[i], placement, out);
    }
  }
  return list;
}

/** Time per move of the classic 22^3 search against the strong AI (fresh AI per move: no table carried over). */
export default function benchPuyoAi(): void {
  heading('puyo AI: time per move (mid-game positions, 3 visible pairs)');
  const list = positions();
  const perMove = (name: string) =>
    measure(
      () => {
        for (const p of list) createAi(name).decide(p);
      },
      { minRuns: 3, minTimeMs: 2000, maxRuns: 20 },
    ).medianMs / list.length;
  const seed = perMove('seed');
  let outcomes = 0;
  const asWritten =
    measure(
      () => {
        for (const p of list) outcomes += seedSearch(p.field, p.queue);
      },
      { minRuns: 1, minTimeMs: 0, maxRuns: 1 },
    ).medianMs / list.length;
  printRow({
    name: 'the classic search on the grid simulator',
    value: asWritten,
    unit: 'ms',
  });
  console.log(`  (${Math.round(outcomes / list.length / 2)} outcomes simulated per move)`);
  printRow({
    name: 'classic AI (22^3 search on this engine), per move',
    value: seed,
    unit: 'ms',
    baseline: { name: 'the classic search as written', value: asWritten },
  });
  for (const name of ['gentle', 'easy', 'medium', 'hard', 'baseline-2026-11', 'threat-2026-11', 'strong']) {
    printRow({
      name: `${name} AI, per move`,
      value: perMove(name),
      unit: 'ms',
      baseline:
        name === 'strong'
          ? { name: 'the classic search as written', value: asWritten }
          : { name: 'classic AI', value: seed },
      target: name === 'strong' ? 300 : undefined,
    });
  }
}
