// The firings history: what fired, why, and where it was sent.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField } from '../ids.ts';
import { firingView } from './alarm-view.ts';

export const FIRINGS_PAGE = 50;

/** Newest first; before_id pages back through older ones. alarm_id narrows it to one alert. */
export const getAlarmFirings = defineCall({
  module: 'Alarm',
  action: 'get_alarm_firings',
  auth: 'user',
  request: z.object({
    alarm_id: idField.optional(),
    before_id: idField.optional(),
    limit: z.number().int().min(1).max(FIRINGS_PAGE).default(FIRINGS_PAGE),
  }),
  response: z.object({ list: z.array(firingView), has_more: z.boolean() }),
});
