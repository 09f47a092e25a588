/**
 * The page's handle on any engine worker (Minesweeper's engine, the Puyo AI, ...): one promise per request,
 * matched to its answer by id. How a request and its answer look on the wire is the worker's `WorkerProtocol`.
 *
 * - A request refused by the worker rejects with `WorkerRefused` (the worker's reason).
 * - A worker that fails (a script that does not load, out of memory, a message it cannot read) answers nothing:
 *   every request waiting on it, and every later one, rejects with `WorkerFailed`, so the page can say so
 *   instead of waiting for ever.
 * - `startOver(request)` begins a new game: answers still due to requests made before it are dropped unread, and
 *   those requests never settle (whoever made them belonged to a game that is gone).
 */
import type { Result } from '../../core/result.ts';

/** The part of `Worker` the client uses, so tests can pass a fake one. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/** How one kind of worker wraps a request with its id, and how its answers read. */
export interface WorkerProtocol<Request, Answer> {
  wrap(id: number, request: Request): unknown;
  /** The id and the answer (or the worker's refusal) in a message; undefined when the message is none. */
  unwrap(data: unknown): { readonly id: number; readonly answer: Result<Answer> } | undefined;
}

/** The worker refused a request, for a reason it gave. */
export class WorkerRefused extends Error {}

/** The worker stopped answering (it failed, or the page closed it). */
export class WorkerFailed extends Error {}

interface Pending<Answer> {
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
}

export class WorkerClient<Request, Answer> {
  private readonly pending = new Map<number, Pending<Answer>>();
  private nextId = 1;
  private failure: WorkerFailed | undefined;

  constructor(
    private readonly worker: WorkerLike,
    private readonly protocol: WorkerProtocol<Request, Answer>,
  ) {
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.(); // reported to the player through the rejected promises, not the console
      this.fail('the worker failed');
    };
    worker.onmessageerror = () => this.fail('the worker sent a message that could not be read');
  }

  /** Set once the worker has failed or been closed: why it no longer answers. */
  get failed(): WorkerFailed | undefined {
    return this.failure;
  }

  request(request: Request): Promise<Answer> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage(this.protocol.wrap(id, request));
      } catch (error) {
        this.pending.delete(id);
        reject(new WorkerFailed(`the request could not be sent: ${describe(error)}`));
      }
    });
  }

  /** A request that starts over (a new game): answers to every earlier request are dropped unread. */
  startOver(request: Request): Promise<Answer> {
    this.pending.clear();
    return this.request(request);
  }

  terminate(): void {
    this.worker.terminate();
    this.fail('the worker was closed');
  }

  private receive(data: unknown): void {
    const message = this.protocol.unwrap(data);
    if (!message) return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return; // an answer to a request made before startOver, or one never made
    this.pending.delete(message.id);
    if (message.answer.ok) waiting.resolve(message.answer.value);
    else waiting.reject(new WorkerRefused(message.answer.error));
  }

  private fail(reason: string): void {
    this.failure ??= new WorkerFailed(reason);
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
