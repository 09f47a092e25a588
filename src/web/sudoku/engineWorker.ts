/// <reference lib="webworker" />
/** The Sudoku engine worker: puzzles made and hints found off the page's thread, so input never waits. */
import { answerMessage } from './engineHost.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<unknown>) => {
  const envelope = answerMessage(event.data);
  if (envelope) scope.postMessage(envelope);
};
