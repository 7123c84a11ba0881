// The alert list and its changes (/alarm): list, New Alert, Edit Alert, status, delete, dismiss.
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idAnswer } from '../ids.ts';
import { alarmView, channelState } from './alarm-view.ts';
import { ALARM_STATUSES, alarmIdField, alarmRule, alarmUpdate } from './fields.ts';

export const getAlarmList = defineCall({
  module: 'Alarm',
  action: 'get_alarm_list',
  auth: 'user',
  request: z.object({}),
  response: z.object({ list: z.array(alarmView), channels: channelState }),
});

/**
 * New Alert. Failures: 4203 no account bound on the exchange, 4202 a chosen channel (Telegram or
 * e-mail) is not bound (data.channel says which), 4204 too many alerts.
 */
export const addAlarm = defineCall({
  module: 'Alarm',
  action: 'add_alarm',
  auth: 'user',
  request: alarmRule,
  response: alarmView,
});

/** Edit Alert: the whole rule again (4201 when the alert is not the caller's). */
export const updateAlarm = defineCall({
  module: 'Alarm',
  action: 'update_alarm',
  auth: 'user',
  request: alarmUpdate,
  response: alarmView,
});

export const setAlarmStatus = defineCall({
  module: 'Alarm',
  action: 'set_alarm_status',
  auth: 'user',
  request: z.object({ id: alarmIdField, status: z.enum(ALARM_STATUSES, 'validation.alarms.status') }),
  response: alarmView,
});

export const deleteAlarm = defineCall({
  module: 'Alarm',
  action: 'delete_alarm',
  auth: 'user',
  request: z.object({ id: alarmIdField }),
  response: idAnswer,
});

/** Dismisses the alert's reminders for a week (spec §9), or brings them back (dismiss: false). */
export const dismissAlarm = defineCall({
  module: 'Alarm',
  action: 'dismiss_alarm',
  auth: 'user',
  request: z.object({ id: alarmIdField, dismiss: z.boolean() }),
  response: alarmView,
});
