// How the programme works, in five steps; the reward percent is the server's, not a copy of it.
import { useTranslation } from '../../lib/use-translation.ts';
import { Section } from '../../components/page.tsx';
import { formatPercent } from './format.ts';

const RULES = ['share', 'register', 'earn', 'credit', 'vest'] as const;

export function InviteRules({ rewardPercent }: { rewardPercent: number }) {
  const { t, i18n } = useTranslation('referral');
  const percent = formatPercent(rewardPercent, i18n.language);
  return (
    <Section title={t('invite.rules')}>
      <ol className="list-inside list-decimal space-y-2 text-sm opacity-85">
        {RULES.map((rule) => (
          <li key={rule}>{t(`invite.ruleItems.${rule}`, { percent })}</li>
        ))}
      </ol>
    </Section>
  );
}
