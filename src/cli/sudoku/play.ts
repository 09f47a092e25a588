/**
 * `arcade sudoku play`: Sudoku in the terminal. Reads one command per line (commands.ts), so it plays the same
 * typed at a terminal or piped in from a script; the grid and the answers go to stdout. The game is the engine's
 * params + seed + move log in a GameSession, so undo and redo replay the log.
 */
import type { Readable, Writable } from 'node:stream';
import { GameSession } from '../../core/game.ts';
import type { Seed } from '../../core/rng.ts';
import {
  type CheckResult,
  cellList,
  checkState,
  type Hint,
  type HintStage,
  hintFor,
  hintText,
  type SudokuMove,
  type SudokuParams,
  sudokuGame,
  unitName,
} from '../../sudoku/index.ts';
import { LinePrompt } from '../prompt.ts';
import { type Command, HELP, parseCommand } from './commands.ts';
import { renderGrid } from './render.ts';

export interface SudokuTerminalOptions {
  readonly params: SudokuParams;
  readonly seed: Seed;
  /** How the puzzle is named in the first line ("hard #1234"). */
  readonly title: string;
  readonly input: Readable;
  readonly output: Writable;
  readonly colour: boolean;
  /** Milliseconds, any origin (the front end's clock). */
  readonly clock: () => number;
}

/** m:ss */
export const clockTime = (ms: number): string => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function describeVerdict(result: CheckResult, elapsed: string): string {
  if (result.status === 'solved') return `Solved in ${elapsed}!`;
  if (result.status === 'empty') {
    const n = result.cells.length;
    return `${n} ${n > 1 ? 'cells are' : 'cell is'} empty: ${cellList(result.cells)}`;
  }
  return `${unitName(result.unit)} holds ${result.digit} more than once: ${cellList(result.cells)}`;
}

const moveOf = (command: Extract<Command, { kind: 'place' | 'mark' | 'fill' }>): SudokuMove => {
  if (command.kind === 'fill') return { kind: 'fillCandidates' };
  if (command.kind === 'mark') return { kind: 'centre', cell: command.cell, digit: command.digit };
  return command.digit === 0
    ? { kind: 'erase', cell: command.cell }
    : { kind: 'enter', cell: command.cell, digit: command.digit };
};

export async function playSudokuInTerminal(options: SudokuTerminalOptions): Promise<void> {
  const prompt = new LinePrompt(options.input, options.output);
  const session = new GameSession(sudokuGame, options.params, options.seed);
  const startedAt = options.clock();
  const elapsed = (): string => clockTime(options.clock() - startedAt);
  let hintsUsed = 0;
  // The hint on screen and its stage, while the grid is the one it was asked on (`version` counts changes).
  let version = 0;
  let shown: { hint: Hint; stage: HintStage; version: number } | null = null;
  const summary = (): string => `time ${elapsed()}   hints used: ${hintsUsed}`;
  const draw = (): void => prompt.say(`\n${renderGrid(session.state, options.colour)}`);

  try {
    prompt.say(`Sudoku ${options.title}   (? for help)`);
    draw();
    for (;;) {
      const line = await prompt.ask('> ');
      if (line === null) {
        prompt.say(`\nLeft unsolved. ${summary()}`);
        return;
      }
      const parsed = parseCommand(line);
      if (!parsed.ok) {
        prompt.say(`? ${parsed.error}`);
        continue;
      }
      const command = parsed.value;
      if (command.kind === 'quit') {
        prompt.say(`Left unsolved. ${summary()}`);
        return;
      }
      if (command.kind === 'help') prompt.say(HELP);
      else if (command.kind === 'check') prompt.say(describeVerdict(checkState(session.state), elapsed()));
      else if (command.kind === 'hint') {
        if (shown !== null && shown.version === version) {
          if (shown.stage < 3) shown = { hint: shown.hint, stage: (shown.stage + 1) as HintStage, version };
        } else {
          shown = { hint: hintFor(session.state), stage: 1, version };
          hintsUsed++;
        }
        prompt.say(`hint ${shown.stage}/3: ${hintText(shown.hint, shown.stage)}`);
      } else if (command.kind === 'undo' || command.kind === 'redo') {
        const done = command.kind === 'undo' ? session.undo() : session.redo();
        if (!done) prompt.say(`? nothing to ${command.kind}`);
        else {
          version++;
          draw();
        }
      } else {
        const outcome = session.play(moveOf(command));
        if (!outcome.ok) {
          prompt.say(`? ${outcome.error}`);
          continue;
        }
        version++;
        draw();
        if (outcome.value.solved) {
          prompt.say(`Solved! Every row, column and box holds 1 to 9. ${summary()}`);
          return;
        }
      }
    }
  } finally {
    prompt.close();
  }
}
