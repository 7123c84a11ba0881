// The public site's frame: top navigation, the page, and the footer with the legal and contact links.
import { Link, Outlet } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { APP_VERSION } from '../../../shared/app-info.ts';
import { Brand } from '../../components/brand.tsx';
import { LanguageMenu } from '../../components/language-switcher.tsx';
import { ThemeToggle } from '../../components/theme-switcher.tsx';

const NAV = [
  { key: 'features', to: '/light', hash: 'features' },
  { key: 'pricing', to: '/light', hash: 'pricing' },
  { key: 'faq', to: '/problem' },
  { key: 'videos', to: '/videoCourseList' },
  { key: 'contact', to: '/homeContact' },
] as const;

/** The footer's columns; `label` is a site namespace key. */
const FOOTER_GROUPS = [
  {
    key: 'product',
    links: [
      { label: 'nav.features', to: '/light', hash: 'features' },
      { label: 'nav.pricing', to: '/light', hash: 'pricing' },
      { label: 'nav.videos', to: '/videoCourseList' },
    ],
  },
  {
    key: 'support',
    links: [
      { label: 'nav.faq', to: '/problem' },
      { label: 'nav.contact', to: '/homeContact' },
      { label: 'footer.agreement', to: '/agreement' },
    ],
  },
  {
    key: 'community',
    links: [
      { label: 'footer.twitter', to: '/twitter' },
      { label: 'footer.qrcode', to: '/qrcode' },
    ],
  },
] as const;

function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation('site');
  return (
    <ul className={className}>
      {NAV.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            hash={'hash' in item ? item.hash : undefined}
            activeOptions={{ includeHash: true }}
            className="rounded-field"
            activeProps={{ className: 'bg-primary/15 text-primary' }}
          >
            {t(`nav.${item.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PublicLayout() {
  const { t } = useTranslation('site');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-base-100/90 border-base-300 sticky top-0 z-30 border-b backdrop-blur">
        <div className="navbar mx-auto h-16 max-w-7xl gap-2 px-4">
          <div className="dropdown lg:hidden">
            <button type="button" tabIndex={0} className="btn btn-ghost btn-sm btn-square" aria-label={t('nav.menu')}>
              <Menu aria-hidden="true" className="size-5" />
            </button>
            <NavLinks className="menu dropdown-content bg-base-200 rounded-box z-50 mt-2 w-56 p-2 shadow-lg" />
          </div>
          <Link to="/light" aria-label={t('nav.home')} className="shrink-0">
            <Brand />
          </Link>
          <nav aria-label={t('nav.label')} className="hidden flex-1 justify-center lg:flex">
            <NavLinks className="menu menu-horizontal gap-1 text-sm" />
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <LanguageMenu />
            <ThemeToggle />
            <Link to="/login" className="btn btn-ghost btn-sm hidden sm:inline-flex">
              {t('nav.login')}
            </Link>
            <Link to="/register" className="btn btn-primary btn-sm">
              {t('nav.register')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-base-200 border-base-300 border-t">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-3">
            <Brand />
            <p className="text-sm opacity-70">{t('footer.about')}</p>
          </div>
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.key} aria-label={t(`footer.${group.key}Label`)}>
              <h2 className="footer-title">{t(`footer.${group.key}`)}</h2>
              <ul className="space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} hash={'hash' in link ? link.hash : undefined} className="link link-hover">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="border-base-300 border-t">
          <p className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-4 text-xs opacity-60">
            <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
            <span>{t('footer.version', { version: APP_VERSION })}</span>
          </p>
        </div>
      </footer>
    </div>
  );
}
