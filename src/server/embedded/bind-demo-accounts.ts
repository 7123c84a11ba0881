// Binds the demo user's sandbox keys to the demo user once per venue, so a newcomer who logs in
// sees bound accounts with balances at once. A binding the user deletes stays deleted: the venue
// is remembered in demo_venue_bindings.
import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { translatorFor } from '../i18n.ts';
import { bindAccount, type ExchangeAccountDeps, exchangeAccountRepository } from '../modules/exchange-accounts/index.ts';
import type { EmbeddedSandbox } from '../../sandbox/index.ts';
import { SANDBOX_VENUE_NAMES } from './sandbox-venues.ts';
import { errorText } from '../logger.ts';

export async function bindDemoAccounts(deps: ExchangeAccountDeps, demoUserName: string, sandboxes: EmbeddedSandbox[]): Promise<void> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = ${demoUserName.toLowerCase()}`);
  if (!user) return;
  const repo = exchangeAccountRepository(deps.db);
  for (const sandbox of sandboxes) {
    if (await repo.demoBound(sandbox.name, user.id)) continue;
    if (!(await repo.byWeb(user.id, sandbox.name))) {
      try {
        const remark = `${SANDBOX_VENUE_NAMES[sandbox.name] ?? sandbox.name} demo`;
        await bindAccount(
          deps,
          repo,
          user.id,
          { web: sandbox.name, remark, api_key: sandbox.demo.apiKey, secret: sandbox.demo.secret },
          translatorFor('en'),
        );
      } catch (error) {
        // Not fatal: the user can bind the keys from the keys file by hand.
        deps.log.warn({ web: sandbox.name, err: errorText(error) }, 'could not bind the demo sandbox account');
        continue;
      }
    }
    await repo.markDemoBound(sandbox.name, user.id);
  }
}
