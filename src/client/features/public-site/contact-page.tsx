// /homeContact: how to reach support, and what to include so a question is answered at once.
import { Clock, Mail, MessageCircle, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { SUPPORT_CHANNELS } from '../../../shared/catalogue/contact.ts';
import { PublicPage } from '../../components/public-page.tsx';
import { PromptLink } from '../../components/public-prompt-link.tsx';

/** A titled note beside the channels; the body keeps its line breaks (a list of what to include). */
function Note({ icon, title, body }: { icon?: ReactNode; title: string; body: string }) {
  return (
    <section className="bg-base-200/60 border-base-300 rounded-box border p-6">
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-line opacity-75">{body}</p>
    </section>
  );
}

export function ContactPage() {
  const { t } = useTranslation('site');
  const channels = [
    { key: 'email', icon: Mail, value: SUPPORT_CHANNELS.email, href: `mailto:${SUPPORT_CHANNELS.email}` },
    { key: 'telegram', icon: Send, value: `@${SUPPORT_CHANNELS.telegram}`, href: `https://t.me/${SUPPORT_CHANNELS.telegram}` },
    { key: 'twitter', icon: MessageCircle, value: `@${SUPPORT_CHANNELS.twitter}`, href: `https://x.com/${SUPPORT_CHANNELS.twitter}` },
  ] as const;
  return (
    <PublicPage width="max-w-5xl" title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {channels.map(({ key, icon: Icon, value, href }) => (
          <li key={key} className="card bg-base-200/60 border-base-300 border">
            <div className="card-body">
              <Icon aria-hidden="true" className="text-primary size-6" />
              <h2 className="card-title text-base">{t(`contact.channels.${key}.title`)}</h2>
              <p className="text-sm opacity-70">{t(`contact.channels.${key}.body`)}</p>
              <a
                href={href}
                className="link link-primary mt-2 font-mono text-sm break-all"
                rel="noopener noreferrer"
                target={key === 'email' ? undefined : '_blank'}
              >
                {value}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <Note icon={<Clock aria-hidden="true" className="size-5" />} title={t('contact.hours.title')} body={t('contact.hours.body')} />
        <Note title={t('contact.include.title')} body={t('contact.include.body')} />
      </div>
      <p className="mt-8 text-sm opacity-75">
        <PromptLink prompt={t('contact.faqFirst')} to="/problem">
          {t('nav.faq')}
        </PromptLink>
      </p>
    </PublicPage>
  );
}
