/**
 * Players without passwords: a name picked once, and a secret the server makes and the browser keeps. Only the
 * secret's SHA-256 is stored, so a copy of the database cannot post as anyone. The secret is 32 random bytes: it
 * cannot be guessed, so hashing it without a salt or a slow hash loses nothing (unlike a password).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAX_PLAYER_LENGTH } from './limits.ts';
import { plainText } from './plainText.ts';

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A secret as the server hands them out: 43 base64url characters. */
export const secretSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'not a player secret (43 letters, digits, - or _)');

/** A name is shown as text on leaderboards: printable, trimmed, not empty. */
export const playerNameSchema = plainText({ max: MAX_PLAYER_LENGTH, trim: true, nonEmpty: true });
