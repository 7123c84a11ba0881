// Lesson 6, DEX Wallet Management.
import type { LessonFlow } from '../lesson.ts';

export const dexWalletManagement: LessonFlow = {
  topic: 'dexWalletManagement',
  start: '/wallet',
  login: 'demo',
  async run() {
    throw new Error('the dexWalletManagement lesson has no flow yet');
  },
};
