// /problem: common problems, grouped by subject, each answer folded under its question.
import { useTranslation } from '../../lib/use-translation.ts';
import { FAQ_TOPICS } from '../../../shared/catalogue/faq-topics.ts';
import { PublicPage } from '../../components/public-page.tsx';
import { PromptLink } from '../../components/public-prompt-link.tsx';

export function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <PublicPage width="max-w-4xl" title={t('title')} subtitle={t('subtitle')}>
      <nav aria-label={t('groupsLabel')} className="mt-6 flex flex-wrap gap-2">
        {FAQ_TOPICS.map(({ group }) => (
          <a key={group} href={`#${group}`} className="btn btn-sm btn-outline">
            {t(`groups.${group}`)}
          </a>
        ))}
      </nav>
      {FAQ_TOPICS.map(({ group, items }) => (
        <section key={group} id={group} className="mt-10 scroll-mt-20">
          <h2 className="mb-3 text-xl font-semibold">{t(`groups.${group}`)}</h2>
          <div className="space-y-2">
            {items.map((item) => (
              <details key={item} className="collapse-arrow bg-base-200/60 border-base-300 collapse border">
                <summary className="collapse-title font-medium">{t(`items.${item}.q`)}</summary>
                <div className="collapse-content text-sm leading-relaxed whitespace-pre-line opacity-85">{t(`items.${item}.a`)}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="mt-12 text-sm opacity-75">
        <PromptLink prompt={t('stillStuck')} to="/homeContact">
          {t('contactLink')}
        </PromptLink>
      </p>
    </PublicPage>
  );
}
