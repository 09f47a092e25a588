/**
 * Zod without its JIT: by default it probes `new Function` on first use, which the page's Content-Security-Policy
 * (no 'unsafe-eval') reports as a violation. Imported first by the entry, before any schema is used.
 */
import { z } from 'zod';

z.config({ jitless: true });
