// A login waiting for its second step (spec §4): the 2016 answer's challenge, where to go after,
// and when it arrived. Kept in sessionStorage so a reload of /safeLogin in the same tab keeps it;
// it lapses with the challenge (expires_in).
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { safeLoginChallenge } from '../../../shared/contracts/account/login.ts';

const KEY = 'mmc.pendingLogin';

const pendingLogin = z.object({
  challenge: safeLoginChallenge,
  /** The ?redirect= of the login, if any. */
  redirect: z.string().optional(),
  /** ms since the epoch. */
  receivedAt: z.number(),
});
export type PendingLogin = z.infer<typeof pendingLogin>;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedValue: PendingLogin | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the second step still works until the tab reloads
  }
}

let memory: string | null = null;
const readRaw = () => storage()?.getItem(KEY) ?? memory;

function parse(raw: string | null): PendingLogin | null {
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const result = raw ? pendingLogin.safeParse(JSON.parse(raw)) : null;
    cachedValue = result?.success ? result.data : null;
  } catch {
    cachedValue = null;
  }
  return cachedValue;
}

const emit = () => {
  for (const listener of listeners) listener();
};

/** The challenge data of a 2016 answer, or null when it is not one. */
export const challengeOf = (data: unknown) => {
  const result = safeLoginChallenge.safeParse(data);
  return result.success ? result.data : null;
};

export function savePendingLogin(value: PendingLogin): void {
  const raw = JSON.stringify(value);
  memory = raw;
  storage()?.setItem(KEY, raw);
  emit();
}

export function clearPendingLogin(): void {
  memory = null;
  storage()?.removeItem(KEY);
  emit();
}

export const isPendingLoginExpired = (value: PendingLogin, now: number) => now >= value.receivedAt + value.challenge.expires_in * 1000;

/** The pending login of this tab (expired ones included: the screen says so). */
export function usePendingLogin(): PendingLogin | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => parse(readRaw()),
    () => null,
  );
}
