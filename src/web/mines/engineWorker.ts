/// <reference lib="webworker" />
/** The engine worker: the page's requests answered by an EngineHost, typed arrays moved rather than copied. */
import { EngineHost } from './engineHost.ts';
import type { Envelope, Request } from './protocol.ts';

const host = new EngineHost();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<Envelope<Request>>) => {
  const { id, body } = event.data;
  const { reply, transfer } = host.handle(body);
  scope.postMessage({ id, body: reply }, transfer);
};
