// Lesson 9, Other Features.
import type { LessonFlow } from '../lesson.ts';

export const otherFeatures: LessonFlow = {
  topic: 'otherFeatures',
  start: '/alarm',
  login: 'demo',
  async run() {
    throw new Error('the otherFeatures lesson has no flow yet');
  },
};
