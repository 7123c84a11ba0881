// /agreement: the user agreement (spec §1): Singapore law and arbitration, age 18 or parental
// consent, the account holder answers for all activity, the user for the law and exchange rules.
import { useTranslation } from '../../lib/use-translation.ts';

export const AGREEMENT_SECTIONS = [
  'acceptance',
  'eligibility',
  'account',
  'service',
  'compliance',
  'risk',
  'fees',
  'conduct',
  'liability',
  'termination',
  'law',
  'changes',
] as const;

export function AgreementPage() {
  const { t } = useTranslation('legal');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-sm opacity-60">{t('updated')}</p>
      <p className="mt-6 opacity-85">{t('intro')}</p>
      <ol className="mt-8 space-y-8">
        {AGREEMENT_SECTIONS.map((section, index) => (
          <li key={section} id={section} className="scroll-mt-20">
            <h2 className="text-lg font-semibold">
              <span className="mr-2 tabular-nums opacity-50">{index + 1}.</span>
              {t(`sections.${section}.title`)}
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line opacity-85">{t(`sections.${section}.body`)}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
