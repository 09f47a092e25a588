/** The work of `arcade puyo chain | solo | versus`, one item at a time, on any thread (jobs/job.ts). */
import { createAi, playSolo, playVersus } from '../../puyo/ai/index.ts';
import { ChainOutcome, makeField, parseField, resolveChain } from '../../puyo/index.ts';
import { InputError } from '../inputError.ts';
import { type JobMaker, jsonLine, recordJob } from '../jobs/job.ts';

/** This module, for the worker threads to load. */
export const PUYO_JOBS = new URL(import.meta.url);

export const chainJob = recordJob((record, sourceName) => {
  const parsed = parseField(record.text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    throw new InputError(column === undefined ? message : `column ${column}: ${message}`, sourceName, line);
  }
  const field = parsed.value;
  field.settle();
  const outcome = resolveChain(field, new ChainOutcome(), true);
  return {
    chains: outcome.chains,
    score: outcome.score,
    allClear: outcome.allClear,
    steps: outcome.steps,
    field: makeField(field),
  };
});

/** The seed of game i of a run started with `seed`. */
export const gameSeed = (seed: string, i: number): string => `${seed}:${i}`;

const now = (): number => performance.now();

export interface SoloContext {
  readonly ai: string;
  readonly pairs: number;
  readonly seed: string;
}

export const soloJob: JobMaker<SoloContext, number> = (options) => (i) => {
  const game = playSolo(createAi(options.ai), { pairs: options.pairs, seed: gameSeed(options.seed, i), now });
  const { moves: _moves, ...line } = game;
  return { out: jsonLine({ game: i, ...line }) };
};

export interface VersusContext {
  readonly p1: string;
  readonly p2: string;
  readonly seed: string;
  readonly maxTicks: number;
}

export const versusJob: JobMaker<VersusContext, number> = (options) => (i) => {
  const game = playVersus(createAi(options.p1), createAi(options.p2), {
    seed: gameSeed(options.seed, i),
    maxTicks: options.maxTicks,
    now,
  });
  return { out: jsonLine({ game: i, ...game }) };
};
