// Lesson 3, Batch Order Placement & Cancellation on CEX.
import type { LessonFlow } from '../lesson.ts';

export const batchCex: LessonFlow = {
  topic: 'batchCex',
  start: '/stocks',
  login: 'demo',
  async run() {
    throw new Error('the batchCex lesson has no flow yet');
  },
};
