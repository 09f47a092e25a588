/** The Sudoku page's options, saved: repeated digits shown (on), entries checked against the solution (off), the timer shown (on). */
import { z } from 'zod';
import type { SaveSlot } from '../storage/versionedStore.ts';

const optionsSchema = z.object({ repeats: z.boolean(), solution: z.boolean(), timer: z.boolean() });
export type Options = z.infer<typeof optionsSchema>;

export const OPTIONS_SLOT: SaveSlot<Options> = {
  key: 'arcade.sudoku.options',
  version: 1,
  schema: optionsSchema,
};
