// /property's read: one statement per month of the last 1, 3 or 6 months that has snapshots,
// newest first, with months cut at the user's own midnight.
import type { ReportMonths } from '../../../../shared/contracts/data/fields.ts';
import { getAssetStatements } from '../../../../shared/contracts/data/get-asset-statements.ts';
import { api } from '../../../lib/api/api.ts';
import { utcOffset } from '../format.ts';
import { useRemote } from '../use-remote.ts';

export function useStatements(months: ReportMonths) {
  return useRemote(String(months), () => api.call(getAssetStatements, { months, utc_offset: utcOffset() }));
}
