/**
 * `arcade mines play`: the console game at any size. Reads one command per line, so it works the
 * same typed at a terminal or piped in from a script; prompts and boards go to stdout. `q` or the end of the
 * input leaves with status 0.
 */
import type { Readable, Writable } from 'node:stream';
import type { Seed } from '../../core/rng.ts';
import {
  makeParams,
  newGame,
  type Params,
  type PlayStats,
  play,
  playStats,
  status,
} from '../../mines/index.ts';
import { LinePrompt } from '../prompt.ts';
import { askCellQuestion, HELP, parseCommand } from './commands.ts';
import { renderBoard } from './render.ts';

export interface TerminalGameOptions {
  readonly params: Params;
  readonly seed: Seed;
  readonly input: Readable;
  readonly output: Writable;
  readonly colour: boolean;
  /** Milliseconds, any origin (the front end's clock; the engine only sees differences). */
  readonly clock: () => number;
}

const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/**
 * The shortest time 3BV/s is shown for: under a tenth of a second (a piped game, a one-click win) the time is
 * shown as 0.0 s and 3BV/s would be a meaningless figure like 1000.00.
 */
export const MEASURABLE_MS = 100;

/** The closing line of a game: time, 3BV solved and, when the time is measurable, 3BV/s. */
export function resultLine(stats: PlayStats): string {
  const rate =
    stats.timeMs >= MEASURABLE_MS ? `3BV/s ${stats.bbbvPerSecond.toFixed(2)}` : '3BV/s - (too quick to time)';
  return `time ${seconds(stats.timeMs)}s   3BV ${stats.bbbvSolved}/${stats.bbbv}   ${rate}`;
}

export async function playInTerminal(options: TerminalGameOptions): Promise<void> {
  const { params, output } = options;
  const prompt = new LinePrompt(options.input, output);
  const say = (text: string): void => prompt.say(text);
  const ask = (question: string): Promise<string | null> => prompt.ask(question);
  try {
    for (let round = 1; ; round++) {
      const seed = round === 1 ? options.seed : `${options.seed}/${round}`;
      const state = newGame(params, seed);
      const createdAt = options.clock();
      say(`Minesweeper ${makeParams(params)} (first click: ${params.firstClick}), seed ${seed}. ? for help.`);
      while (state.phase === 'ready' || state.phase === 'playing') {
        const now = options.clock() - createdAt;
        const { minesLeft, elapsedMs, flagMode } = status(state, now);
        say(`\n${renderBoard(state, options.colour)}`);
        say(
          `mines left: ${minesLeft}   time: ${Math.floor(elapsedMs / 1000)}s${flagMode ? '   [flag mode]' : ''}`,
        );
        let line = await ask('> ');
        for (;;) {
          if (line === null) return;
          const command = parseCommand(line, params.width, params.height);
          if (!command.ok) say(`? ${command.error}`);
          else if (command.value.kind === 'quit') return;
          else if (command.value.kind === 'help') say(HELP);
          else if (command.value.kind === 'askCell') {
            const answer = await ask(askCellQuestion(command.value.move));
            if (answer === null) return;
            line = answer.trim() === '' ? await ask('> ') : `${command.value.prefix} ${answer}`;
            continue;
          } else {
            const at = Math.max(state.lastAt, options.clock() - createdAt);
            const move =
              command.value.kind === 'flagMode'
                ? ({ kind: 'flagMode', at } as const)
                : { kind: command.value.move, x: command.value.x, y: command.value.y, at };
            const outcome = play(state, move);
            if (!outcome.ok) say(`? ${outcome.error}`);
            else if (outcome.value.changed.length === 0 && move.kind !== 'flagMode')
              say('(nothing to do there)');
            break;
          }
          line = await ask('> ');
        }
      }
      const stats = playStats(state);
      say(`\n${renderBoard(state, options.colour)}`);
      say(state.phase === 'won' ? 'Cleared! Every safe cell is open.' : 'Boom! You opened a mine.');
      say(resultLine(stats));
      const again = await prompt.askYesNo('try again? [Y/N] ');
      if (!again) return;
    }
  } finally {
    prompt.close();
  }
}
