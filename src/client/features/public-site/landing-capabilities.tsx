import { BarChart3, Bell, Bot, GraduationCap, Lock, Users } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';

const ITEMS = [
  { key: 'alarms', icon: Bell },
  { key: 'reports', icon: BarChart3 },
  { key: 'tutorials', icon: GraduationCap },
  { key: 'assistant', icon: Bot },
  { key: 'security', icon: Lock },
  { key: 'referral', icon: Users },
] as const;

export function LandingCapabilities() {
  const { t } = useTranslation('landing');
  return (
    <section className="bg-base-200/50 border-base-300 border-y">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 className="text-3xl font-bold tracking-tight">{t('capabilities.title')}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ITEMS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="bg-primary/15 text-primary grid size-10 shrink-0 place-items-center rounded-lg" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{t(`capabilities.${key}.title`)}</h3>
                <p className="mt-1 text-sm opacity-70">{t(`capabilities.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
