export { checkVersion } from './check-version.ts';
export { echo } from './echo.ts';
export { requestErrorLog } from './request-error-log.ts';
