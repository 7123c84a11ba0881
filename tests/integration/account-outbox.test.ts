// Embedded mode without a mail server: mails land as .eml files, in the outbox table with their code
// masked, and their codes in the terminal's log; the start-up lines give a newcomer an invite code and working demo credentials, on
// every start, also from the `npm start` process.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { mailOutbox } from '../../src/server/db/schema/index.ts';
import { expectCode, freshIdentity, PASSWORD } from '../support/accounts.ts';
import { startCapturedRuntime } from '../support/captured-runtime.ts';
import { bodyOf } from '../support/mail-text.ts';
import { outboxCode } from '../support/outbox-mail.ts';
import { startServerProcess } from '../support/server-process.ts';
import { TestClient } from '../support/start-test-server.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mmc-outbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  startCapturedRuntime(loadConfig({ PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, 'no-client'), LOG_LEVEL: 'info' }), 'info');

const printed = (lines: string[], label: string) => lines.find((l) => l.startsWith(`${label}: `))?.slice(label.length + 2);

describe('embedded mode', () => {
  it('keeps each mail as an .eml file and, code masked, in the outbox table, prints its code in the log, and never logs passwords or tokens', async () => {
    const { runtime, startLines, log } = await start();
    try {
      expect(startLines).toEqual([
        expect.stringMatching(/^invite code: [A-Z2-9]{8}$/),
        'demo account: demo01',
        'demo password: Demo@12345',
      ]);
      const client = new TestClient(runtime.url);
      const { userName, email } = freshIdentity();
      expectCode(await client.call('/Api/Account/send_email', { purpose: 'register', email }), 1000);

      const [row] = await runtime.database.db.select().from(mailOutbox);
      expect(row).toMatchObject({ to: email, subject: 'Your registration code', purpose: 'register' });
      expect(row?.emlFile.startsWith(join(dataDir, 'outbox'))).toBe(true);
      const eml = readFileSync(row?.emlFile ?? '', 'utf8');
      expect(eml).toMatch(/^Subject: Your registration code$/m);
      expect(eml).toMatch(new RegExp(`^To: ${email}$`, 'm'));
      const code = /\b(\d{6})\b/.exec(bodyOf(eml))?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      // The table keeps the mail, not the live code: only the file (mode 0600) holds that.
      expect(row?.text).not.toContain(code);
      expect(row?.text).toContain('••••••');
      expect(statSync(row?.emlFile ?? '').mode & 0o777).toBe(0o600);
      const logged = log()
        .split('\n')
        .filter((line) => line.includes(`mail to ${email}`));
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
        level: 30,
        msg: `mail to ${email}: register code ${code}`,
        purpose: 'register',
        to: email,
      });

      const invite = printed(startLines, 'invite code');
      const registered = await client.call<{ login_token: string }>('/Api/Account/register', {
        user_name: userName,
        password: PASSWORD,
        password_confirm: PASSWORD,
        email,
        code,
        invite_code: invite,
        agreement: true,
      });
      expectCode(registered, 1000);
      const demo = await new TestClient(runtime.url).call<{ login_token: string }>('/Api/Account/login', {
        account: 'demo01',
        password: 'Demo@12345',
      });
      expectCode(demo, 1000);
      for (const secret of [PASSWORD, 'Demo@12345', registered.data.login_token, demo.data.login_token]) {
        expect(log()).not.toContain(secret);
      }
    } finally {
      await runtime.close();
    }
  });

  it('prints the same invite code and demo account at the next start, and says when the demo password was changed', async () => {
    const first = await start();
    const invite = printed(first.startLines, 'invite code');
    const client = new TestClient(first.runtime.url);
    // The demo user signed in from another device before: this new one takes the second step,
    // with the code from the outbox's .eml file.
    expectCode(await client.call('/Api/Account/login', { account: 'demo01', password: 'Demo@12345' }), 2016);
    const emailCode = await outboxCode(first.runtime.database.db, 'demo@example.com');
    const login = expectCode(
      await client.call<{ login_token: string }>('/Api/Account/login_code', { account: 'demo01', email_code: emailCode }),
      1000,
    );
    client.token = login.data.login_token;
    expectCode(
      await client.call('/Api/Account/update_password', {
        old_password: 'Demo@12345',
        password: 'Changed#2026',
        password_confirm: 'Changed#2026',
      }),
      1000,
    );
    await first.runtime.close();

    const second = await start();
    await second.runtime.close();
    expect(printed(second.startLines, 'invite code')).toBe(invite);
    expect(printed(second.startLines, 'demo account')).toBe('demo01');
    expect(second.startLines.at(-1)).toMatch(/changed its password/);
  });

  it('`npm start` prints the three lines on stdout', async () => {
    const processDir = mkdtempSync(join(tmpdir(), 'mmc-start-lines-'));
    try {
      const server = await startServerProcess({ DATA_DIR: processDir, DEMO_ACCOUNT: 'newbie01', DEMO_PASSWORD: 'Newbie#2026' });
      const output = server.output();
      expect(await server.stop()).toBe(0);
      expect(output).toMatch(/^\d\d:\d\d:\d\d INFO {2}invite code: [A-Z2-9]{8}$/m);
      expect(output).toMatch(/^\d\d:\d\d:\d\d INFO {2}demo account: newbie01$/m);
      expect(output).toMatch(/^\d\d:\d\d:\d\d INFO {2}demo password: Newbie#2026$/m);
    } finally {
      rmSync(processDir, { recursive: true, force: true });
    }
  });
});
