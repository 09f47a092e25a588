/**
 * The Minesweeper solver: pure, on its own view of a position (what a player sees).
 *
 * - `hint(view)`: the next sure move with its reason in words and the cells involved, or the safest guess.
 * - `probabilityOverlay(view)`: every cell's exact mine probability (frontier components enumerated, combined
 *   with the cells off the frontier through the mine total).
 * - `solveStep(knowledge)`: sure moves, or the guess the solver would make (one move of lookahead).
 * - `generateNoGuess(size, firstClick, rng, options)`: boards solvable from the first click by logic alone.
 * - `playGames(settings, games, rng)`: the solver's win rate on engine boards, with `wilsonInterval`.
 * - `viewFromTiles(...)`: a view from the engine's tiles.
 */
export * from './hint.ts';
export { Knowledge } from './knowledge.ts';
export * from './noGuess.ts';
export { hiddenBoard, playGame, playUntilGuess } from './playout.ts';
export { computeProbabilities, type Probabilities } from './probabilities.ts';
export { type Step, solveStep } from './solver.ts';
export * from './view.ts';
export * from './winRate.ts';
