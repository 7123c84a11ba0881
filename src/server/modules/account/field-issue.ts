import { CODE } from '../../../shared/protocol/response-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Translate } from '../../i18n.ts';

/** A 1010 answer naming one field, shaped like a contract failure so forms show it beside the field. */
export const fieldIssue = (t: Translate, path: string, messageKey: string) =>
  new ApiError(CODE.invalidParams, messageKey, { data: { issues: [{ path, message: t(messageKey) }] } });
