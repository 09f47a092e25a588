// A worker thread's entry: the server runs from its TypeScript sources through tsx, and a worker does not inherit
// the loader of the thread that starts it, so it registers tsx itself before loading its module.
import { register } from 'tsx/esm/api';

register();
await import('./serverWorker.ts');
