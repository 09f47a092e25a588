/**
 * Puyo AI configurations tried against `strongest` and not shipped on their own: kept so an A/B run can compare
 * against them again (`npx tsx bench/puyoAb.ts`). Each is one change on an archived AI; the archived AIs that
 * shipped combine some of them. Their figures are in bench/RESULTS.md.
 */
import { ARCHIVE } from '../src/puyo/ai/archive.ts';
import type { StrongConfig } from '../src/puyo/ai/strongAi.ts';

const THREAT = ARCHIVE['threat-2026-11'];
const COMBINED = ARCHIVE['combined-2026-11'];

export const CANDIDATES = {
  /** Solo: fills the field to 8 free cells before firing, but fires a chain worth 70,000 from 12 free cells on. */
  'eval-2026-11': {
    ...THREAT,
    name: 'eval-2026-11',
    solo: { fullCells: 8, blockedIsDanger: true, secureCells: 12, secureScore: 70_000 },
  },
  /** Three imagined continuations drawn like a real queue, beam 160 each, instead of one of two pairs repeated. */
  'search-2026-11': { ...THREAT, name: 'search-2026-11', width: 160, samples: 3, future: 'drawn' },
  /** Solo: weighs each puyo the best potential chain clears beyond 4 a link, the more so the emptier the field. */
  'form-2026-11': {
    ...COMBINED,
    name: 'form-2026-11',
    solo: { ...COMBINED.solo, weights: { ...COMBINED.weights, excessPerFree: -5 } },
  },
  /** Solo: waits for a longer chain while one is in reach, fires at 12 links, keeps building in mild danger. */
  'fire-2026-11': {
    ...COMBINED,
    name: 'fire-2026-11',
    solo: { ...COMBINED.solo, peakChains: 12, dangerSlack: 2, waitForLonger: true },
  },
} as const satisfies Record<string, StrongConfig>;
