/**
 * A terminal game driven in a real terminal: a detached tmux session runs the command (then prints EXIT=<status>
 * and lingers, so the screen can still be read), lines are typed into it, and the screen is awaited.
 */
import { execFileSync, spawnSync } from 'node:child_process';

export const hasTmux = spawnSync('tmux', ['-V']).status === 0;

export interface TmuxSession {
  screen(): string;
  /** Types the line and presses Enter. */
  type(line: string): void;
  /** Sends keys as tmux names them (`C-d`), without Enter. */
  keys(...keys: string[]): void;
  /** Waits (up to 20 s) until the screen matches. */
  waitFor(pattern: RegExp): Promise<void>;
  close(): void;
}

export function startInTmux(name: string, command: string, width: number, height: number): TmuxSession {
  const session = `${name}-${process.pid}`;
  const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
  const screen = () => tmux('capture-pane', '-p', '-t', session);
  tmux(
    'new-session',
    '-d',
    '-s',
    session,
    '-x',
    String(width),
    '-y',
    String(height),
    `${command}; echo EXIT=$?; sleep 30`,
  );
  return {
    screen,
    type: (line) => {
      tmux('send-keys', '-t', session, line, 'Enter');
    },
    keys: (...keys) => {
      tmux('send-keys', '-t', session, ...keys);
    },
    async waitFor(pattern) {
      for (let i = 0; i < 200; i++) {
        if (pattern.test(screen())) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`timed out waiting for ${pattern}; screen:\n${screen()}`);
    },
    close: () => {
      spawnSync('tmux', ['kill-session', '-t', session]);
    },
  };
}
