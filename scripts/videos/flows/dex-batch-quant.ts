// Lesson 7, DEX Batch Trade & Quant Tools.
import type { LessonFlow } from '../lesson.ts';

export const dexBatchQuant: LessonFlow = {
  topic: 'dexBatchQuant',
  start: '/stocks',
  login: 'demo',
  async run() {
    throw new Error('the dexBatchQuant lesson has no flow yet');
  },
};
