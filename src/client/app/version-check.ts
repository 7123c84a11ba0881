// Asks the server once per start whether this version is current. The answer codes 1003 (offer)
// and 1004 (forced) are handled by the api client's response table like any other call.
import { APP_VERSION } from '../../shared/app-info.ts';
import { checkVersion } from '../../shared/contracts/system/check-version.ts';
import { api } from '../lib/api/api.ts';

export function checkVersionWhenIdle(): void {
  const run = () => void api.call(checkVersion, { version: APP_VERSION }).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
