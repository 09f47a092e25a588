/** Bad input or arguments: the message names the file and line; the command exits with status 2. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
  ) {
    super(message);
  }

  describe(): string {
    const where = [this.file, this.line].filter((part) => part !== undefined).join(':');
    return where ? `${where}: ${this.message}` : this.message;
  }
}
