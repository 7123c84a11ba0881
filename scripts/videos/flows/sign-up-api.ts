// Lesson 1, Sign Up & Connect API.
import type { LessonFlow } from '../lesson.ts';

export const signUpApi: LessonFlow = {
  topic: 'signUpApi',
  start: '/login',
  login: 'none',
  async run() {
    throw new Error('the signUpApi lesson has no flow yet');
  },
};
