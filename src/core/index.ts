export * from './cellName.ts';
export * from './game.ts';
export * from './grid.ts';
export * from './replayCursor.ts';
export * from './result.ts';
export * from './rng.ts';
