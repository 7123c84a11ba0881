// The programme's figures for the caller: total earnings (and what of them still vests), today's
// referrals and all referrals.
import { useTranslation } from '../../lib/use-translation.ts';
import { Stat } from '../../components/page.tsx';
import { formatCount, formatUsdt } from './format.ts';
import type { InviteInfo } from './get-invite-info.ts';

export function InviteStats({ info }: { info: InviteInfo }) {
  const { t, i18n } = useTranslation('referral');
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="invite-stats">
      <Stat
        label={t('invite.earnings')}
        value={formatUsdt(info.earnings, i18n.language)}
        hint={
          Number(info.pending_earnings) > 0
            ? t('invite.vesting', { amount: formatUsdt(info.pending_earnings, i18n.language) })
            : t('invite.usdt')
        }
      />
      <Stat label={t('invite.today')} value={formatCount(info.today, i18n.language)} />
      <Stat label={t('invite.total')} value={formatCount(info.total, i18n.language)} />
    </div>
  );
}
