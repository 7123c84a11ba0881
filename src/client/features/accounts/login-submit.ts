// What a login needs only once the user acts: the shared contract (and the schema library with
// it), the api, the device's account store (Dexie) and the texts of the server's codes. /login
// loads this module when the user enters the form, so the page itself paints without them.
import { login } from '../../../shared/contracts/account/login.ts';
import { CODE } from '../../../shared/protocol/response-codes.ts';
import { fieldIssues } from '../../components/form/validators.ts';
import { ApiCallError } from '../../lib/api/api-call-error.ts';
import { api } from '../../lib/api/api.ts';
import { challengeOf, savePendingLogin } from './pending-login.ts';
import { openSession } from './session-actions.ts';

export type LoginValues = {
  account: string;
  password: string;
};

export const validateLogin = (values: LoginValues) => fieldIssues(login.request.shape, values);

/**
 * Logs in and opens the session; false when the server asks for the second step (2016), after
 * keeping its challenge for /safeLogin, which the response table has already opened.
 */
export async function logIn(values: LoginValues, redirect: string | undefined): Promise<boolean> {
  try {
    await openSession(await api.call(login, values));
    return true;
  } catch (error) {
    const challenge = error instanceof ApiCallError && error.code === CODE.safeLoginRequired ? challengeOf(error.data) : null;
    if (!challenge) throw error;
    savePendingLogin({ challenge, receivedAt: Date.now(), ...(redirect ? { redirect } : {}) });
    return false;
  }
}
