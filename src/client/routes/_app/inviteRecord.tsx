import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '../../lib/i18n.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

export const Route = createFileRoute('/_app/inviteRecord')({
  loader: () => loadNamespaces('referral'),
  component: lazyScreen('referral/invite-record', () => import('../../features/referral/invite-record.tsx'), 'InviteRecordPage'),
});
