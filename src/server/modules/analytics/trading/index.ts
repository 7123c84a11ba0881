// /data's trading half: the overview of what the user's bots and manual orders traded, and the
// export of those transactions.
import type { RegisteredCall } from '../../../http/call-registry.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';

export function tradingAnalyticsCalls(_deps: AnalyticsDeps): RegisteredCall[] {
  return [];
}
