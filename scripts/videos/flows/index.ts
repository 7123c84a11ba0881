// Every lesson's flow, in the order of the nine topics (spec §2, VIDEO_TOPICS): the recorder runs
// them in this order on one data folder, and later lessons use what earlier ones set up.
import type { LessonFlow } from '../lesson.ts';
import { batchCex } from './batch-cex.ts';
import { cexBot } from './cex-bot.ts';
import { dexBatchQuant } from './dex-batch-quant.ts';
import { dexBot } from './dex-bot.ts';
import { dexWalletManagement } from './dex-wallet-management.ts';
import { dexWalletSetup } from './dex-wallet-setup.ts';
import { manualCex } from './manual-cex.ts';
import { otherFeatures } from './other-features.ts';
import { signUpApi } from './sign-up-api.ts';

export const LESSON_FLOWS: LessonFlow[] = [
  signUpApi,
  manualCex,
  batchCex,
  cexBot,
  dexWalletSetup,
  dexWalletManagement,
  dexBatchQuant,
  dexBot,
  otherFeatures,
];
