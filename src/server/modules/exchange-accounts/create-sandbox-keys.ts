import { eq } from 'drizzle-orm';
import { TEST_ACCOUNT_PAIR, TEST_ACCOUNT_TYPE } from '../../../shared/catalogue/test-accounts.ts';
import { createSandboxKeys } from '../../../shared/contracts/exchange-accounts/create-sandbox-keys.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../http/api-error.ts';
import { answer } from '../../http/call-registry.ts';
import type { LimitRule, RateLimiter } from '../../security/rate-limiter.ts';
import { tooFrequent } from '../account/attempt-guard.ts';
import { userIdOf } from '../markets/favourites.ts';
import { venueOf } from './bind-account.ts';
import type { ExchangeAccountDeps } from './exchange-account-deps.ts';

/** Each key pair opens a funded account the sandbox keeps for good, so a user gets a few an hour. */
export const SANDBOX_KEYS_PER_USER: LimitRule = { name: 'sandbox-keys', limit: 10, windowMs: 3_600_000 };

export const createSandboxKeysCall = (deps: ExchangeAccountDeps, limiter: RateLimiter) =>
  answer(createSandboxKeys, async (input, ctx) => {
    const userId = userIdOf(ctx);
    const venue = venueOf(deps, input.web);
    if (!venue.simulated || !deps.sandboxKeys?.offers(venue.id)) throw new ApiError(CODE.notSandboxVenue);
    const state = await limiter.hit(SANDBOX_KEYS_PER_USER, `u${userId}`);
    if (state.blocked) throw tooFrequent(state.retryAfterMs);
    const keys = await deps.sandboxKeys.issue(venue.id);
    deps.log.info({ userId, web: venue.id }, 'sandbox key pair created');
    const { base, quote } = TEST_ACCOUNT_PAIR;
    const startsOnTestPair = (await isTestAccount(deps, userId)) && deps.sandboxKeys.lists(venue.id, base, quote);
    return { api_key: keys.apiKey, secret: keys.secret, ...(startsOnTestPair ? { default_pair: { base, quote } } : {}) };
  });

async function isTestAccount(deps: ExchangeAccountDeps, userId: number): Promise<boolean> {
  const [row] = await deps.db.select({ type: users.type }).from(users).where(eq(users.id, userId));
  return row?.type === TEST_ACCOUNT_TYPE;
}
