export { deleteRobot } from './delete-robot.ts';
export { getRobot } from './get-robot.ts';
export { getRobotList, getRobotListAlone } from './get-robot-list.ts';
export { getRuntimeLog, type RuntimeLogEntry, runtimeLogEntry } from './get-runtime-log.ts';
export * from './robot.ts';
export { saveRobot } from './save-robot.ts';
export { startRobot } from './start-robot.ts';
export { stopRobot } from './stop-robot.ts';
export { getSequencePlans, type SequencePlanView, saveSequencePlan, sequencePlanView } from './sequence-plans.ts';
