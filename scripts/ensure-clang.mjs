// The sandbox's Solana program is C built for BPF with Debian's clang 14 (scripts/solana-program);
// a test rebuilds it and checks the bytes match the committed program, so the compiler must be
// there. Installs it when missing, so a fresh machine passes `npm test`.
import { existsSync } from 'node:fs';
import { aptInstallMissing } from './apt-install-missing.mjs';

export const CLANG = process.env.CLANG_PATH ?? '/usr/bin/clang-14';

aptInstallMissing('ensure-clang', [{ package: 'clang-14', present: () => existsSync(CLANG) }]);
