#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx, so `npx arcade` works right after `npm ci`.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/main.ts', import.meta.url).href);
