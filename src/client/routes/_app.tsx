import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { lazyScreen } from '../lib/lazy-screen.ts';
import { guardProtected } from './-guards.ts';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location, preload }) => guardProtected({ location, preload }),
  loader: () => loadNamespaces('shell', 'messages'),
  component: lazyScreen('app/main-shell', () => import('../app/main-shell.tsx'), 'MainShell'),
});
