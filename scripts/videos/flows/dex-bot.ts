// Lesson 8, DEX Bot Setup.
import type { LessonFlow } from '../lesson.ts';

export const dexBot: LessonFlow = {
  topic: 'dexBot',
  start: '/robot',
  login: 'demo',
  async run() {
    throw new Error('the dexBot lesson has no flow yet');
  },
};
