import { z } from 'zod';
import { BOT_KEYS } from '../../bots/catalogue.ts';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';
import { pairFields } from '../markets/pair.ts';
import { ROBOT_STATUSES, robotView } from './robot.ts';

const filters = {
  kind: z.enum(BOT_KEYS).optional(),
  status: z.enum(ROBOT_STATUSES).optional(),
};

/** Every bot of the user, newest first, optionally filtered by venue, kind and status (/robot). */
export const getRobotListAlone = defineCall({
  module: 'Markets',
  action: 'get_robot_list_alone',
  auth: 'user',
  request: z.object({ web: pairFields.web.optional(), ...filters }),
  response: wholeList(robotView),
});

/** The bots of one market. */
export const getRobotList = defineCall({
  module: 'Robot',
  action: 'get_robot_list',
  auth: 'user',
  request: z.object({ ...pairFields, ...filters }),
  response: wholeList(robotView),
});
