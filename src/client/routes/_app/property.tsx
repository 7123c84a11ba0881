import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/property')({
  loader: () => loadNamespaces('data'),
  component: lazyScreen('data/assets-statement', () => import('../../features/data/assets-statement.tsx'), 'AssetsStatementPage'),
});
