/** The Sudoku engine's public entry: pure (no DOM, no node:, no clock), seeded, JSON-serialisable states. */
export { candidateMasks, cellList, editableCells, isGiven, type PlayerLayers } from './applyMove.ts';
export * from './board.ts';
export * from './checker.ts';
export * from './format.ts';
export * from './generator.ts';
export { applyStep, type Grade, type GradeOptions, grade, gradeWithSolution } from './grader.ts';
export * from './grid.ts';
export * from './hint.ts';
export * from './hintText.ts';
export * from './moves.ts';
export * from './palette.ts';
export * from './play.ts';
export * from './solver.ts';
export * from './techniques/index.ts';
export { TECHNIQUE_IDS, TECHNIQUE_NAMES, type TechniqueId } from './techniques/step.ts';
