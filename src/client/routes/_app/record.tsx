import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { oneOf } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_app/record')({
  // view=dex shows the DEX orders; anything else the exchange orders.
  validateSearch: (search: Record<string, unknown>): { view?: 'dex' } => {
    const view = oneOf(search.view, ['dex'] as const);
    return view ? { view } : {};
  },
  loader: () => loadNamespaces('trading'),
  component: lazyScreen('trading/record-page', () => import('../../features/trading/record-page.tsx'), 'RecordPage'),
});
