import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { InviteCodeRepository } from './invite-code-repository.ts';

// No 0/O, 1/I/L: a code is read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export const normaliseInviteCode = (code: string) => code.trim().toUpperCase();

const drawCode = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const inviteUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/+$/, '')}/register?code=${encodeURIComponent(code)}`;

/** Stores a new random invite code (for a user, or an operator's when ownerUserId is null). */
export async function createInviteCode(repo: InviteCodeRepository, ownerUserId: number | null, tx?: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = drawCode();
    const inserted = await repo.tryInsert({ code, ownerUserId, kind: ownerUserId === null ? 'operator' : 'user' }, tx);
    if (inserted) return code;
  }
  throw new Error('could not draw a free invite code');
}
