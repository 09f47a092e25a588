/**
 * Puyo engine: a 19-chain resolved and scored (target 4 µs, the fastest C++ simulator measured on this machine
 * takes 3.8 µs), and placements applied per second, each against a port of a published grid simulator
 * (baselines/puyoGridSimulator.ts: every cell flood-filled with fresh lists on every pass, gravity one row per sweep until nothing moves).
 */
import { unwrap } from '../src/core/result.ts';
import {
  applyPlacementInPlace,
  ChainOutcome,
  type Color,
  Field,
  PLACEMENTS,
  PlacementOutcome,
  parseField,
  reachablePlacements,
  resolveChain,
  searchReachablePlacements,
} from '../src/puyo/index.ts';
import { gridOf, seedChain } from './baselines/puyoGridSimulator.ts';
import { heading, measure, median, printRow } from './measure.ts';

/** A published 19-chain (puyoai's simulator tests and benchmarks): 19 chains, 175,080 points. */
const NINETEEN_CHAIN = [
  '.G.BRG',
  'GBRRYR',
  'RRYYBY',
  'RGYRBR',
  'YGYRBY',
  'YGBGYR',
  'GRBGYR',
  'BRBYBY',
  'RYYBYY',
  'BRBYBR',
  'BGBYRR',
  'YGBGBG',
  'RBGBGG',
].join('\n');

/** A mid-game field for the placement figures. */
const MIDGAME = [
  '......',
  '......',
  '......',
  '......',
  '......',
  '......',
  'B.....',
  'BY...G',
  'RYG.GG',
  'RRBYBB',
  'GBBYRR',
  'GGRYYR',
].join('\n');

/**
 * Median CPU time of one call of `fn` (user + system, from process.cpuUsage): on a shared machine it leaves out
 * the time this process waits for a core, which wall time counts.
 */
function measureCpu(fn: () => unknown, runs = 15): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return median(times);
}

export default function benchPuyo(): void {
  heading('puyo: chain simulator and placements');
  const chainField = unwrap(parseField(NINETEEN_CHAIN));
  const work = new Field();
  const outcome = new ChainOutcome();
  const rounds = 20_000;
  let sink = 0;

  const fast = measure(() => {
    for (let i = 0; i < rounds; i++) {
      work.copyFrom(chainField);
      sink += resolveChain(work, outcome).score;
    }
  });
  if (sink % 175_080 !== 0 || outcome.chains !== 19)
    throw new Error('the 19-chain did not resolve to 175,080');
  const seedRounds = 500;
  const seed = measure(() => {
    for (let i = 0; i < seedRounds; i++) sink += seedChain(gridOf(chainField));
  });
  printRow({
    name: '19-chain resolved and scored (wall time)',
    value: (fast.medianMs * 1000) / rounds,
    unit: 'µs',
    baseline: { name: 'grid simulator', value: (seed.medianMs * 1000) / seedRounds },
    target: 4,
  });
  const chainCpu = measureCpu(() => {
    for (let i = 0; i < rounds; i++) {
      work.copyFrom(chainField);
      sink += resolveChain(work, outcome).score;
    }
  });
  printRow({
    name: '19-chain resolved and scored (CPU time)',
    value: (chainCpu * 1000) / rounds,
    unit: 'µs',
    target: 4,
  });

  const midgame = unwrap(parseField(MIDGAME));
  const placed = new PlacementOutcome();
  const pair = { pivot: 1 as Color, child: 4 as Color };
  const placementRounds = 2_000;
  const applied = measure(() => {
    for (let i = 0; i < placementRounds; i++) {
      for (const placement of PLACEMENTS) {
        work.copyFrom(midgame);
        sink += applyPlacementInPlace(work, pair, placement, placed).score;
      }
    }
  });
  const seedApplied = measure(() => {
    for (let i = 0; i < 20; i++) {
      for (const placement of PLACEMENTS) {
        work.copyFrom(midgame);
        work.drop(placement.col, pair.pivot);
        work.drop(placement.col + [0, 1, 0, -1][placement.rot], pair.child);
        sink += seedChain(gridOf(work));
      }
    }
  });
  const perSecond = (ms: number, count: number): number => (count * 22 * 1000) / ms;
  printRow({
    name: 'placements applied (22 per round)',
    value: perSecond(applied.medianMs, placementRounds),
    unit: '/s',
    baseline: { name: 'grid simulator', value: perSecond(seedApplied.medianMs, 20) },
    higherIsBetter: true,
  });

  const placedCpu = measureCpu(() => {
    for (let i = 0; i < placementRounds; i++) {
      for (const placement of PLACEMENTS) {
        work.copyFrom(midgame);
        sink += applyPlacementInPlace(work, pair, placement, placed).score;
      }
    }
  });
  printRow({
    name: 'placements applied (CPU time)',
    value: perSecond(placedCpu, placementRounds),
    unit: '/s',
    higherIsBetter: true,
  });

  const searched = measureCpu(() => {
    for (let i = 0; i < placementRounds; i++) sink += searchReachablePlacements(midgame);
  });
  const cached = measureCpu(() => {
    for (let i = 0; i < placementRounds; i++) sink += reachablePlacements(midgame);
  });
  printRow({
    name: 'reachability search (CPU time)',
    value: (placementRounds * 1000) / searched,
    unit: 'fields/s',
    higherIsBetter: true,
  });
  printRow({
    name: 'reachability, cached by heights (CPU time)',
    value: (placementRounds * 1000) / cached,
    unit: 'fields/s',
    higherIsBetter: true,
  });
  if (sink === 0.5) console.log(sink);
}
