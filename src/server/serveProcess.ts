/** Tests' real server: `arcade serve` in its own process on a free loopback port, on a given SQLite file. */
import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts the server (added to `children` at once, for the test to kill at the end); resolves with the process and
 * its URL once it says where it runs.
 */
export function serveProcess(
  dbFile: string,
  children: ChildProcess[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['bin/arcade.js', 'serve', '--port', '0', '--db', dbFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // The tests make their names from one address; the limit itself is nameLimit.test.ts's.
    env: { ...process.env, ARCADE_NAMES_PER_HOUR: '1000', ...env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}
