// Lesson 4, CEX Bot Setup.
import type { LessonFlow } from '../lesson.ts';

export const cexBot: LessonFlow = {
  topic: 'cexBot',
  start: '/robot',
  login: 'demo',
  async run() {
    throw new Error('the cexBot lesson has no flow yet');
  },
};
