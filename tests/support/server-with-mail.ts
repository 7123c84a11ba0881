// The console's server sending its mail to a catcher, one pair for a whole test file.
import { afterAll, beforeAll } from 'vitest';
import { lateBound } from './late-bound.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import { type TestServer, startTestServer } from './start-test-server.ts';

/** Starts both before the file's first test and stops both after its last. */
export function fileServerWithMail(): { server: TestServer; mail: MailCatcher } {
  let server: TestServer | undefined;
  let mail: MailCatcher | undefined;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startTestServer({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });
  return { server: lateBound(() => server, 'test server'), mail: lateBound(() => mail, 'mail catcher') };
}
