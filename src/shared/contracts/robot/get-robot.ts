import { defineCall } from '../define-call.ts';
import { robotAnswer, robotIdRequest } from './robot.ts';

/** One bot, for editing it on /addrobot. */
export const getRobot = defineCall({
  module: 'Robot',
  action: 'get_robot',
  auth: 'user',
  request: robotIdRequest,
  response: robotAnswer,
});
