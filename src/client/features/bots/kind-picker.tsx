// The bot kinds of /addrobot by tab (CEX Liquidity, Trading, Price management; DEX; NFT), each with
// the level it needs. A kind the user's plan does not include stays visible, locked, with the
// plans that include it and an Upgrade link to the confirmation page of the cheapest of them on /renew.
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { type BotKindEntry, type CexTab, kindsIn } from '../../../shared/bots/catalogue.ts';
import { LEVEL_FLAG, plansIncluding } from '../../../shared/bots/levels.ts';
import { type Plan, PLANS, type PlanLevel } from '../../../shared/catalogue/plans.ts';
import { TabStrip } from '../../components/switch-tabs.tsx';

export type KindTab = CexTab | 'dex' | 'nft';
export const KIND_TABS: readonly KindTab[] = [1, 2, 4, 'dex', 'nft'];
const TAB_LABEL: Record<string, string> = { 1: 'liquidity', 2: 'trading', 4: 'price', dex: 'dex', nft: 'nft' };

export const tabOf = (kind: BotKindEntry): KindTab => (kind.family === 'cex' ? (kind.group as CexTab) : (kind.family as 'dex' | 'nft'));

/** The robot level a kind needs, as a catalogue:levels key (the lowest of its bits). */
export function levelName(kind: BotKindEntry): 'basic' | 'advanced' | 'expert' {
  if (kind.level & LEVEL_FLAG.basic) return 'basic';
  if (kind.level & LEVEL_FLAG.advanced) return 'advanced';
  return 'expert';
}

/** The cheapest of the plans that include a kind: where its Upgrade link leads. */
export function cheapestPlan(levels: readonly PlanLevel[]): PlanLevel | undefined {
  let best: Plan | undefined;
  for (const plan of PLANS) {
    if (levels.includes(plan.level) && (!best || plan.monthlyPriceUsdt < best.monthlyPriceUsdt)) best = plan;
  }
  return best?.level;
}

function KindHeading({ kind, locked }: { kind: BotKindEntry; locked: boolean }) {
  const { t } = useTranslation(['bots', 'catalogue']);
  return (
    <span className="flex w-full items-start justify-between gap-2">
      <span className="font-semibold">{t(kind.nameKey)}</span>
      <span className="flex shrink-0 items-center gap-1">
        {locked && <Lock role="img" aria-label={t('bots:add.locked')} className="size-4 opacity-70" />}
        <span className="badge badge-sm badge-outline whitespace-nowrap">{t(`catalogue:levels.${levelName(kind)}`)}</span>
      </span>
    </span>
  );
}

export function KindPicker({
  tab,
  onTab,
  chosen,
  onChoose,
  locked,
  disabled,
}: {
  tab: KindTab;
  onTab(tab: KindTab): void;
  chosen: BotKindEntry | null;
  onChoose(kind: BotKindEntry): void;
  locked(kind: BotKindEntry): boolean;
  /** Editing a bot: its kind is fixed. */
  disabled: boolean;
}) {
  const { t } = useTranslation(['bots', 'catalogue', 'common']);
  return (
    <div className="flex min-w-0 flex-col gap-4" data-tour="bot-kinds">
      <TabStrip
        tabs={KIND_TABS}
        value={tab}
        name={t('bots:add.kindsLabel')}
        label={(option) => t(`catalogue:groups.${TAB_LABEL[option]}.name`)}
        onChange={onTab}
        className="tabs-box w-fit max-w-full flex-wrap"
        disabled={disabled}
      />
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t(`catalogue:groups.${TAB_LABEL[tab]}.name`)}>
        {kindsIn(tab).map((kind) => {
          const isLocked = locked(kind);
          const including = isLocked ? plansIncluding(kind.family, kind.level) : [];
          const upgradeTo = cheapestPlan(including);
          const selected = chosen?.key === kind.key && chosen.family === kind.family;
          return (
            <li key={`${kind.family}-${kind.key}`} data-testid={`kind-${kind.key}`} data-locked={isLocked}>
              {isLocked ? (
                <div className="rounded-box border-base-300 bg-base-200/40 flex h-full flex-col gap-2 border border-dashed p-4">
                  <KindHeading kind={kind} locked />
                  <p className="text-sm opacity-60">{t(`catalogue:bots.${kind.key}.summary`)}</p>
                  <p className="mt-auto flex flex-wrap items-center gap-x-2 text-sm">
                    <span className="opacity-70">
                      {t('bots:add.includedIn', {
                        plans: including.map((plan) => t(`common:plan.${plan}`)).join(', '),
                      })}
                    </span>
                    <Link
                      to="/renew"
                      search={upgradeTo ? { plan: upgradeTo, period: 'monthly' } : {}}
                      className="link link-primary font-medium"
                    >
                      {t('bots:add.upgrade')}
                    </Link>
                  </p>
                </div>
              ) : (
                <button
                  type="button"
                  aria-pressed={selected}
                  disabled={disabled && !selected}
                  onClick={() => onChoose(kind)}
                  className={`rounded-box flex h-full w-full flex-col gap-2 border p-4 text-left transition-colors disabled:opacity-50 ${
                    selected ? 'border-primary bg-primary/10' : 'border-base-300 bg-base-200/60 hover:border-primary/60'
                  }`}
                >
                  <KindHeading kind={kind} locked={false} />
                  <span className="text-sm opacity-70">{t(`catalogue:bots.${kind.key}.summary`)}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
