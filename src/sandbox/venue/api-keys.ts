// API keys of the venue: each belongs to one account and carries Binance's permission flags. The
// secret is kept in memory to verify HMAC signatures and stored only sealed (see SecretBox).
import { randomBytes } from 'node:crypto';

export interface KeyPermissions {
  /** USER_DATA endpoints: balances, orders, trades. */
  read: boolean;
  /** TRADE endpoints: new and cancel orders. */
  trade: boolean;
  /** Shown to clients as enableWithdrawals / canWithdraw. */
  withdraw: boolean;
}

export interface ApiKey {
  apiKey: string;
  secret: string;
  accountId: number;
  permissions: KeyPermissions;
  createdAt: number;
}

/** Binance keys and secrets are 64 letters and digits. */
export const API_KEY_FORMAT = /^[A-Za-z0-9]{64}$/;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 248) out += ALPHANUMERIC[byte % 62]; // 248 = 4 x 62: keeps the draw uniform
  }
  return out.length === length ? out : randomAlphanumeric(length);
}

export class ApiKeys {
  private readonly keys = new Map<string, ApiKey>();

  add(key: ApiKey): void {
    this.keys.set(key.apiKey, key);
  }

  get(apiKey: string): ApiKey | undefined {
    return this.keys.get(apiKey);
  }

  ofAccount(accountId: number): ApiKey[] {
    return [...this.keys.values()].filter((key) => key.accountId === accountId);
  }

  all(): ApiKey[] {
    return [...this.keys.values()];
  }
}
