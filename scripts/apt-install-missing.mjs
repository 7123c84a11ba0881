// Installs the Debian packages a check finds missing, as root or through sudo: the project's
// scripts install what a fresh machine lacks, so `npm test` passes there without a manual step.
import { execSync } from 'node:child_process';

/** @param {string} who names the caller in the log line @param {{ package: string, present: () => boolean }[]} needed */
export function aptInstallMissing(who, needed) {
  const missing = needed.filter((item) => !item.present()).map((item) => item.package);
  if (missing.length === 0) return;
  console.log(`${who}: installing ${missing.join(', ')} from Debian's packages`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
