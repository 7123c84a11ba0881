export { closePosition } from './close-position.ts';
export * from './fields.ts';
export { futurePositionManagement } from './future-position-management.ts';
export { setLeverage, setMarginMode } from './position-settings.ts';
export * from './risk-user-fields.ts';
export {
  createRiskUserManagement,
  futureRiskUserManagementList,
  RISK_TRADES_PAGE,
  removeRiskUserManagement,
  riskUserTradeLogs,
} from './risk-users.ts';
