import { loginRecords } from '../../../shared/contracts/account/login-records.ts';
import { answer } from '../../http/call-registry.ts';
import { LOGIN_RECORDS_SHOWN_MS } from './account-policy.ts';
import type { AccountServices } from './account-services.ts';
import { loginRecordView } from './login-record-view.ts';

/** The caller's sign-ins of the last 3 months, newest first, a page at a time. */
export const loginRecordsCall = (s: AccountServices) =>
  answer(loginRecords, async (input, ctx) => {
    const userId = ctx.user?.userId ?? 0;
    const since = new Date(s.deps.now() - LOGIN_RECORDS_SHOWN_MS);
    const { rows, total } = await s.records.page(userId, since, (input.page - 1) * input.page_size, input.page_size);
    return { list: rows.map(loginRecordView), total, page: input.page, page_size: input.page_size };
  });
