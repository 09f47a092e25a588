// A batch command's worker thread: like the server's (src/server/workers/serverWorker.mjs), it registers tsx
// itself, since a worker does not inherit the loader of the thread that starts it.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
