import { Rng } from '../src/core/rng.ts';
import { heading, measure, printRow } from './measure.ts';

/** The seeded generator against Math.random, the unseeded baseline it replaces in engines. */
export default function benchCore(): void {
  heading('core: seeded random numbers');
  const draws = 1_000_000;
  const rng = Rng.fromSeed('bench');
  let sink = 0;
  const seeded = measure(() => {
    for (let i = 0; i < draws; i++) sink ^= rng.nextUint32();
  });
  const builtin = measure(() => {
    for (let i = 0; i < draws; i++) sink ^= (Math.random() * 0x1_0000_0000) >>> 0;
  });
  printRow({
    name: 'Rng.nextUint32, 1M draws',
    value: seeded.medianMs,
    unit: 'ms',
    baseline: { name: 'Math.random', value: builtin.medianMs },
  });
  if (sink === 0.5) console.log(sink);
}
