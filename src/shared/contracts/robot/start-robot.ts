import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { robotAnswer, robotId } from './robot.ts';

/**
 * Starts a bot. Answers 3001 when the plan has expired, 7002 when the plan lacks the kind's level,
 * 7003 when the plan's markets at once are taken, 7004 when a volume or price-moving kind starts
 * for the first time without `legal_confirmed`, 7006 when no account is bound on its venue.
 */
export const startRobot = defineCall({
  module: 'Robot',
  action: 'start_robot',
  auth: 'user',
  request: z.object({ id: robotId, legal_confirmed: z.boolean().default(false) }),
  response: robotAnswer,
});
