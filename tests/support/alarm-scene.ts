// What every alert test starts from, once for the whole file: the console's server sending its mail
// to a catcher, the alert test market registered as its venue and trading at 60,000, and a user
// registered and bound to an account on that market.
import { afterAll, beforeAll } from 'vitest';
import { registerAccount, type TestAccount } from './accounts.ts';
import { bindMarketAccount } from './alarm-client.ts';
import { type AlarmMarket, startAlarmMarket } from './alarm-market.ts';
import { lateBound } from './late-bound.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import { startTestServer, type TestServer } from './start-test-server.ts';

export interface AlarmSceneOptions {
  /**
   * Server settings besides the mail catcher's address; a function when they name something the
   * file starts in an earlier beforeAll (it is read when the server starts).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** What the user's account on the market holds. */
  balances: Record<string, string>;
}

export interface AlarmScene {
  server: TestServer;
  mail: MailCatcher;
  market: AlarmMarket;
  /** Signed in on its own device, with its account on the market bound. */
  user: TestAccount;
  /** The user's account on the market's venue, for placing its orders there directly. */
  venueAccount: { accountId: number };
}

/** Starts the scene before the file's first test and stops it after its last. */
export function fileAlarmScene(options: AlarmSceneOptions): AlarmScene {
  let server: TestServer | undefined;
  let mail: MailCatcher | undefined;
  let market: AlarmMarket | undefined;
  let user: TestAccount | undefined;
  let venueAccount: { accountId: number } | undefined;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    mail = await startMailCatcher();
    // The feeds poll four times as often as in production: the tests wait for feed rounds.
    server = await startTestServer({ SMTP_URL: mail.url, MARKET_FEED_INTERVAL_SCALE: '0.25', ...env });
    market = await startAlarmMarket(server);
    market.tradeAt(60_000);
    user = await registerAccount(server, mail);
    venueAccount = await bindMarketAccount(user.client, market, options.balances);
  });
  afterAll(async () => {
    // The server first: its jobs stop before the venue they read goes away.
    await server?.stop();
    await market?.close();
    await mail?.close();
  });
  return {
    server: lateBound(() => server, 'test server'),
    mail: lateBound(() => mail, 'mail catcher'),
    market: lateBound(() => market, 'alert test market'),
    user: lateBound(() => user, 'test user'),
    venueAccount: lateBound(() => venueAccount, "user's venue account"),
  };
}
