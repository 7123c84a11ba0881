import { defineCall } from '../define-call.ts';
import { idAnswer } from '../ids.ts';
import { robotIdRequest } from './robot.ts';

/** Deletes a stopped bot with its log and records (7007 while it runs). */
export const deleteRobot = defineCall({
  module: 'Robot',
  action: 'delete_robot',
  auth: 'user',
  request: robotIdRequest,
  response: idAnswer,
});
