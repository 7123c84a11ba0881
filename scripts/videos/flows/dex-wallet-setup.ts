// Lesson 5, DEX Wallet Setup.
import type { LessonFlow } from '../lesson.ts';

export const dexWalletSetup: LessonFlow = {
  topic: 'dexWalletSetup',
  start: '/wallet',
  login: 'demo',
  async run() {
    throw new Error('the dexWalletSetup lesson has no flow yet');
  },
};
