// Browser tests drive Debian's Chromium (Playwright cannot download browsers on these machines),
// with Chinese and Korean fonts so screens in those languages render as a user sees them (a bare
// machine has none, and every CJK character would show as an empty box). Installs what is
// missing, so a fresh machine passes `npm test`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const needed = [
  { package: 'chromium', present: () => existsSync(CHROMIUM) },
  { package: 'fonts-wqy-zenhei', present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc') },
  { package: 'fonts-nanum', present: () => existsSync('/usr/share/fonts/truetype/nanum') },
];

const missing = needed.filter((item) => !item.present()).map((item) => item.package);
if (missing.length > 0) {
  console.log(`ensure-chromium: installing ${missing.join(', ')} from Debian's packages`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
