/**
 * The line-by-line conversation of a terminal game: says lines and asks for the next one, the same whether a
 * person types at a terminal or a script pipes the lines in. `ask` answers null at the end of the input.
 */
import { createInterface, type Interface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export class LinePrompt {
  private readonly reader: Interface;
  private readonly lines: AsyncIterator<string>;

  constructor(
    input: Readable,
    private readonly output: Writable,
  ) {
    this.reader = createInterface({ input, terminal: false });
    this.lines = this.reader[Symbol.asyncIterator]();
  }

  say(text: string): void {
    this.output.write(`${text}\n`);
  }

  async ask(prompt: string): Promise<string | null> {
    this.output.write(prompt);
    const next = await this.lines.next();
    return next.done ? null : next.value;
  }

  /** Asks a yes/no question until the answer is one (q counts as no); null at the end of the input. */
  async askYesNo(question: string): Promise<boolean | null> {
    for (;;) {
      const answer = await this.ask(question);
      if (answer === null) return null;
      if (/^\s*y(es)?\s*$/i.test(answer)) return true;
      if (/^\s*(n(o)?|q)\s*$/i.test(answer)) return false;
      this.say('? answer y or n');
    }
  }

  close(): void {
    this.reader.close();
  }
}
