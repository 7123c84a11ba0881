import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/invite')({
  loader: () => loadNamespaces('referral'),
  component: lazyScreen('referral/invite', () => import('../../features/referral/invite.tsx'), 'InvitePage'),
});
