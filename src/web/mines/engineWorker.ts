/// <reference lib="webworker" />
/** The engine worker: the page's requests answered by an EngineHost, typed arrays moved rather than copied. */
import { answer, EngineHost } from './engineHost.ts';

const host = new EngineHost();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<unknown>) => {
  const answered = answer(host, event.data);
  if (answered) scope.postMessage(answered.envelope, answered.transfer);
};
