import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { robotId, robotView } from './robot.ts';

/** Stops a bot at once and cancels its pending orders; answers when they are cancelled. */
export const stopRobot = defineCall({
  module: 'Robot',
  action: 'stop_robot',
  auth: 'user',
  request: z.object({ id: robotId }),
  response: z.object({ robot: robotView }),
});
