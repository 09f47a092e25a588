export * from './chain.ts';
export * from './field.ts';
export * from './format.ts';
export * from './moves.ts';
export * from './placement.ts';
export * from './reach.ts';
export * from './score.ts';
export * from './types.ts';
