import { defineCall } from '../define-call.ts';
import { robotAnswer, robotDraft } from './robot.ts';

/**
 * Creates a bot (no id) or changes one. A running bot whose parameters did not change answers
 * 7001 "Same parameters as active bot. Modify before saving."; a running bot with new parameters
 * restarts with them.
 */
export const saveRobot = defineCall({
  module: 'Robot',
  action: 'save_robot',
  auth: 'user',
  request: robotDraft,
  response: robotAnswer,
});
