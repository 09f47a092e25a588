/**
 * The Puyo AI's public entry. `decide` is the message-friendly form (plain data in, plain data out) a Web Worker
 * or a server can call; `createAi` gives the engine-level players the harnesses use.
 */
export { type BeamConfig, type BeamResult, BeamSearch } from './beam.ts';
export { DEFAULT_WEIGHTS, Evaluator, type Weights } from './evaluate.ts';
export { AI_NAMES, createAi, isAiName, LEVELS, type LevelName, PLAYER_AIS, unknownAi } from './levels.ts';
export type { AiState, PuyoAi } from './player.ts';
export { findPotentialChain, type PotentialChain } from './potential.ts';
export { decide } from './request.ts';
export { SeedAi } from './seedAi.ts';
export { playSolo, type SoloGame, type SoloOptions } from './solo.ts';
export { StrongAi, type StrongConfig } from './strongAi.ts';
export type { AiDecision, AiRequest, AiStats, PairData } from './types.ts';
export { aiState, playVersus, type VersusGame, type VersusOptions } from './versus.ts';
