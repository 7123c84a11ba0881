// Browser tests drive Debian's Chromium (Playwright cannot download browsers on these machines),
// with Chinese and Korean fonts so screens in those languages render as a user sees them (a bare
// machine has none, and every CJK character would show as an empty box). Installs what is
// missing, so a fresh machine passes `npm test`.
import { existsSync } from 'node:fs';
import { aptInstallMissing } from './apt-install-missing.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

aptInstallMissing('ensure-chromium', [
  { package: 'chromium', present: () => existsSync(CHROMIUM) },
  { package: 'fonts-wqy-zenhei', present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc') },
  { package: 'fonts-nanum', present: () => existsSync('/usr/share/fonts/truetype/nanum') },
]);
