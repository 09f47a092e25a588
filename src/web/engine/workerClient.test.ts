import { describe, expect, it } from 'vitest';
import { handleAiMessage } from '../../puyo/ai/worker.ts';
import { answer, EngineHost } from '../mines/engineHost.ts';
import type { Reply, Request } from '../mines/protocol.ts';
import { envelopeProtocol, puyoAiProtocol } from './protocols.ts';
import { WorkerClient, WorkerFailed, type WorkerLike, WorkerRefused } from './workerClient.ts';

/** A worker in the test's hands: it keeps what was posted, and the test answers, fails or crashes it. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly posted: unknown[] = [];
  terminated = false;

  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
}

/** A worker that answers at once with a handler run in this thread (the real worker's code, no thread). */
const answering = (handle: (message: unknown) => unknown): WorkerLike => {
  const worker: WorkerLike = {
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    postMessage: (message) =>
      queueMicrotask(() => worker.onmessage?.({ data: handle(message) } as MessageEvent)),
    terminate: () => {},
  };
  return worker;
};

type Echo =
  | { readonly type: 'echo'; readonly text: string }
  | { readonly type: 'refused'; readonly error: string };
const client = () => {
  const worker = new FakeWorker();
  return { worker, client: new WorkerClient(worker, envelopeProtocol<string, Echo>()) };
};
const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('the worker client', () => {
  it('pairs answers with requests by id, in whatever order they come', async () => {
    const { worker, client: engine } = client();
    const first = engine.request('a');
    const second = engine.request('b');
    expect(worker.posted).toEqual([
      { id: 1, body: 'a' },
      { id: 2, body: 'b' },
    ]);
    worker.reply({ id: 2, body: { type: 'echo', text: 'B' } });
    worker.reply({ id: 1, body: { type: 'echo', text: 'A' } });
    expect(await first).toEqual({ type: 'echo', text: 'A' });
    expect(await second).toEqual({ type: 'echo', text: 'B' });
  });

  it('rejects a refused request with the worker reason, and goes on answering', async () => {
    const { worker, client: engine } = client();
    const refused = engine.request('a');
    worker.reply({ id: 1, body: { type: 'refused', error: 'no game' } });
    await expect(refused).rejects.toThrow(WorkerRefused);
    await expect(refused).rejects.toThrow('no game');
    const next = engine.request('b');
    worker.reply({ id: 2, body: { type: 'echo', text: 'fine' } });
    expect(await next).toEqual({ type: 'echo', text: 'fine' });
  });

  it('drops answers to requests made before starting over; those requests never settle', async () => {
    const { worker, client: engine } = client();
    const old = engine.request('old move');
    const fresh = engine.startOver('new game');
    worker.reply({ id: 1, body: { type: 'echo', text: 'late' } });
    expect(await settled(old)).toBe('pending');
    worker.reply({ id: 2, body: { type: 'echo', text: 'started' } });
    expect(await fresh).toEqual({ type: 'echo', text: 'started' });
  });

  it('ignores messages that are no answer, or answer nothing asked', async () => {
    const { worker, client: engine } = client();
    const waiting = engine.request('a');
    for (const data of [
      null,
      7,
      'x',
      {},
      { id: 'one' },
      { id: 1 },
      { id: 1, body: 3 },
      { id: 9, body: { type: 'echo' } },
    ])
      worker.reply(data);
    expect(await settled(waiting)).toBe('pending');
  });

  it.each([
    ['fails', (worker: FakeWorker) => worker.onerror?.(new Event('error') as ErrorEvent)],
    ['sends a message it cannot read', (worker: FakeWorker) => worker.onmessageerror?.({} as MessageEvent)],
  ])('rejects what waits, and every later request, when the worker %s', async (_, breakIt) => {
    const { worker, client: engine } = client();
    const waiting = [engine.request('a'), engine.request('b')];
    breakIt(worker);
    for (const promise of waiting) await expect(promise).rejects.toThrow(WorkerFailed);
    await expect(engine.request('c')).rejects.toThrow(WorkerFailed);
    expect(engine.failed).toBeInstanceOf(WorkerFailed);
    expect(worker.posted).toHaveLength(2);
  });

  it('rejects when a request cannot be posted (a message the browser cannot clone)', async () => {
    const { worker, client: engine } = client();
    worker.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    };
    await expect(engine.request('a')).rejects.toThrow(/could not be sent: could not be cloned/);
  });

  it('closes the worker on terminate and rejects what waits', async () => {
    const { worker, client: engine } = client();
    const waiting = engine.request('a');
    engine.terminate();
    expect(worker.terminated).toBe(true);
    await expect(waiting).rejects.toThrow(/closed/);
  });
});

describe('the worker client with the real workers code', () => {
  it("speaks to Minesweeper's engine host", async () => {
    const host = new EngineHost();
    const engine = new WorkerClient(
      answering((message) => answer(host, message)?.envelope),
      envelopeProtocol<Request, Reply>(),
    );
    const params = { width: 9, height: 9, mines: 10, firstClick: 'opening' } as const;
    const started = await engine.startOver({ type: 'start', params, seed: 's', moves: [], noGuess: false });
    expect(started.type).toBe('snapshot');
    const played = await engine.request({ type: 'play', move: { kind: 'open', x: 4, y: 4, at: 0 } });
    expect(played).toMatchObject({ type: 'played', view: { phase: expect.stringMatching(/playing|won/) } });
    await expect(
      engine.request({ type: 'play', move: { kind: 'open', x: 99, y: 0, at: 1 } }),
    ).rejects.toThrow(WorkerRefused);
  });

  it("speaks the Puyo AI worker's format", async () => {
    const ai = new WorkerClient(
      answering((message) => handleAiMessage(message as Parameters<typeof handleAiMessage>[0])),
      puyoAiProtocol,
    );
    const request = {
      field: 'RRR...',
      queue: [
        [1, 1],
        [2, 3],
      ] as const,
      pairsLeft: 1,
    };
    const decision = await ai.request({ ai: 'easy', request });
    expect(decision.stats.plan).toBe('fire');
    await expect(ai.request({ ai: 'nobody', request })).rejects.toThrow(/unknown AI/);
  });
});
