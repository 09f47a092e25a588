export * from './chain.ts';
export * from './field.ts';
export * from './format.ts';
export * from './score.ts';
export * from './types.ts';
