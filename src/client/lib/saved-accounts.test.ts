import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  ensureSessionSaved,
  forgetRefusedToken,
  listSavedAccounts,
  rememberLogin,
  removeSavedAccount,
  sessionOfSaved,
} from './saved-accounts.ts';
import { freshDatabases } from './test-databases.ts';

const freshDatabase = freshDatabases('saved-accounts');

describe('accounts kept on this device', () => {
  it('keep every login with its token and login time, newest first', async () => {
    const database = freshDatabase();
    const alice = await rememberLogin(database, { login_token: 'tok-a', user_name: 'alice01' }, 1_000);
    await rememberLogin(database, { login_token: 'tok-b', user_name: 'bob002' }, 2_000);
    expect(alice).toEqual({ token: 'tok-a', account: 'alice01', userName: 'alice01', loginTime: 1_000 });
    expect((await listSavedAccounts(database)).map((saved) => [saved.account, saved.loginToken, saved.loginTime])).toEqual([
      ['bob002', 'tok-b', 2_000],
      ['alice01', 'tok-a', 1_000],
    ]);
  });

  it('replace an account entry when that account logs in again', async () => {
    const database = freshDatabase();
    await rememberLogin(database, { login_token: 'old', user_name: 'alice01' }, 1_000);
    await rememberLogin(database, { login_token: 'new', user_name: 'alice01' }, 5_000);
    const saved = await listSavedAccounts(database);
    expect(saved).toHaveLength(1);
    expect(sessionOfSaved(saved[0]!)).toEqual({ token: 'new', account: 'alice01', userName: 'alice01', loginTime: 5_000 });
  });

  it('save a session that has no entry yet, and leave a matching one alone', async () => {
    const database = freshDatabase();
    const session = { token: 'tok', account: 'demo01', userName: 'demo01', loginTime: 3_000 };
    await ensureSessionSaved(database, session);
    await ensureSessionSaved(database, session);
    expect((await listSavedAccounts(database)).map(sessionOfSaved)).toEqual([session]);
  });

  it('forget a refused token, but not a newer login of the same account', async () => {
    const database = freshDatabase();
    await rememberLogin(database, { login_token: 'refused', user_name: 'alice01' }, 1_000);
    await rememberLogin(database, { login_token: 'kept', user_name: 'bob002' }, 1_000);
    await forgetRefusedToken(database, 'alice01', 'refused');
    await forgetRefusedToken(database, 'bob002', 'some-older-token');
    expect((await listSavedAccounts(database)).map((saved) => saved.account)).toEqual(['bob002']);
  });

  it('remove an account on logout', async () => {
    const database = freshDatabase();
    await rememberLogin(database, { login_token: 'tok', user_name: 'alice01' }, 1_000);
    await removeSavedAccount(database, 'alice01');
    expect(await listSavedAccounts(database)).toEqual([]);
  });
});
