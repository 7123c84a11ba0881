export * from './alarm-view.ts';
export { addAlarm, deleteAlarm, dismissAlarm, getAlarmList, setAlarmStatus, updateAlarm } from './alarm-calls.ts';
export {
  dismissBindPrompt,
  getAlarmChannels,
  pushSubscribe,
  pushSubscriptionFields,
  pushUnsubscribe,
  TELEGRAM_CODE_MINUTES,
  telegramBindCode,
  testAlarm,
} from './channel-calls.ts';
export * from './fields.ts';
export { FIRINGS_PAGE, getAlarmFirings } from './firing-calls.ts';
