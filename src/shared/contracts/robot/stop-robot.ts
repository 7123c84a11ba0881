import { defineCall } from '../define-call.ts';
import { robotAnswer, robotIdRequest } from './robot.ts';

/** Stops a bot at once and cancels its pending orders; answers when they are cancelled. */
export const stopRobot = defineCall({
  module: 'Robot',
  action: 'stop_robot',
  auth: 'user',
  request: robotIdRequest,
  response: robotAnswer,
});
