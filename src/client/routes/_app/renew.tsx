import { createFileRoute } from '@tanstack/react-router';
import { BILLING_PERIODS, type BillingPeriod, PLAN_LEVELS, type PlanLevel } from '../../../shared/catalogue/plans.ts';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { oneOf } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/renew')({
  // plan and period open the confirmation page of that renewal or change. An unknown value is set
  // to undefined, not left out: the router keeps keys a route leaves out as they came.
  validateSearch: (search: Record<string, unknown>): { plan?: PlanLevel; period?: BillingPeriod } => ({
    plan: oneOf(search.plan, PLAN_LEVELS),
    period: oneOf(search.period, BILLING_PERIODS),
  }),
  // accounts: the verification-code fields of the withdrawal form.
  loader: () => loadNamespaces('billing', 'accounts'),
  component: lazyScreen('billing/renew', () => import('../../features/billing/renew.tsx'), 'RenewPage'),
});
