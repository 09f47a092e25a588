/**
 * A command that could not do its work for a reason outside its input (the code its worker threads run could not be
 * built, say): the message says what failed and what to do; the command exits with status 1, without a stack.
 */
export class CommandFailure extends Error {}
