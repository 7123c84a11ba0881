import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { robotId, robotView } from './robot.ts';

/** One bot, for editing it on /addrobot. */
export const getRobot = defineCall({
  module: 'Robot',
  action: 'get_robot',
  auth: 'user',
  request: z.object({ id: robotId }),
  response: z.object({ robot: robotView }),
});
