// Logs the demo user in through the page's own api client (the built create-api chunk, found in
// Vite's manifest), so the session is bound to this browser's device key exactly as a login from
// the /login screen would be, and stores the session where the app keeps it. A login from a new
// device answers 2016; the e-mail code is then read from the embedded outbox (DATA_DIR/outbox).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { callInPage } from './page-api.ts';

export const DEMO_ACCOUNT = process.env.DEMO_ACCOUNT ?? 'demo01';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo@12345';
const CODE_WAIT_MS = 15_000;

/** The newest login code mailed to the demo user since `since` (ms), from the outbox folder. */
async function latestLoginCode(since: number): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + CODE_WAIT_MS;
  while (Date.now() < deadline) {
    const mails = readdirSync(outbox, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
      .map((entry) => join(outbox, entry.name))
      .filter((file) => statSync(file).mtimeMs >= since)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of mails) {
      const text = readFileSync(file, 'utf8');
      if (!/^To: demo(\+[^@]*)?@example\.com$/m.test(text) || !/login/i.test(text)) continue;
      const code = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no login code for ${DEMO_ACCOUNT} in ${outbox} within ${CODE_WAIT_MS / 1000} s`);
}

/**
 * Logs in as the demo user and leaves the page on `landing` with the session stored. The page
 * must be on the app (any URL of it) before the call.
 */
export async function logInAsDemo(page: Page, landing = '/stocks'): Promise<void> {
  const started = Date.now();
  let outcome = await callInPage(page, 'Account/login', { account: DEMO_ACCOUNT, password: DEMO_PASSWORD }, 'none');
  if (!outcome.ok && outcome.code === 2016) {
    // Within a minute of another device's challenge no new mail is sent and that unused code
    // still works; if another login used it first, ask for a fresh code and read that one.
    let since = started - 60_000;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const code = await latestLoginCode(since);
      outcome = await callInPage(page, 'Account/login_code', { account: DEMO_ACCOUNT, email_code: code }, 'none');
      if (outcome.ok || outcome.code === 4011) break;
      since = Date.now();
      await callInPage(page, 'Account/send_email', { purpose: 'login', account: DEMO_ACCOUNT }, 'none');
    }
  }
  if (!outcome.ok) throw new Error(`demo login failed with code ${outcome.code}: ${JSON.stringify(outcome.data)}`);
  const { login_token: token, user_name: userName } = outcome.data as { login_token: string; user_name: string };
  await page.evaluate(
    ({ token, userName }) => {
      localStorage.setItem('mmc.session', JSON.stringify({ token, account: userName, userName, loginTime: Date.now() }));
    },
    { token, userName },
  );
  await page.goto(landing);
}
