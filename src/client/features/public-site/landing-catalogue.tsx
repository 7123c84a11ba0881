// Every bot kind and manual tool, grouped as the product offers them: CEX bots by tab, DEX, NFT
// and futures bots, then the manual tools and the DEX chains.
import { useTranslation } from '../../lib/use-translation.ts';
import { BOT_KINDS, type BotKind, CEX_GROUPS, DEX_CHAINS, MANUAL_TOOLS } from '../../../shared/catalogue/bot-kinds.ts';

const LEVEL_TONE = { basic: 'badge-success', advanced: 'badge-info', expert: 'badge-secondary' } as const;

function BotCard({ kind }: { kind: BotKind }) {
  const { t } = useTranslation(['catalogue']);
  return (
    <li className="bg-base-100 border-base-300 rounded-box border p-4">
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold">{t(`bots.${kind.key}.name`)}</h4>
        <span className={`badge badge-sm badge-soft shrink-0 ${LEVEL_TONE[kind.level]}`}>{t(`levels.${kind.level}`)}</span>
      </div>
      <p className="mt-1.5 text-sm opacity-70">{t(`bots.${kind.key}.summary`)}</p>
    </li>
  );
}

function BotGroup({
  title,
  description,
  kinds,
  narrow = false,
}: {
  title: string;
  description: string;
  kinds: BotKind[];
  narrow?: boolean;
}) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mb-4 text-sm opacity-70">{description}</p>
      <ul className={`grid gap-3 sm:grid-cols-2 ${narrow ? '' : 'lg:grid-cols-3'}`}>
        {kinds.map((kind) => (
          <BotCard key={`${kind.market}-${kind.key}`} kind={kind} />
        ))}
      </ul>
    </div>
  );
}

export function LandingCatalogue() {
  const { t } = useTranslation(['landing', 'catalogue']);
  const of = (predicate: (kind: BotKind) => boolean) => BOT_KINDS.filter(predicate);
  return (
    <section id="features" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <h2 className="text-3xl font-bold tracking-tight">{t('landing:bots.title')}</h2>
      <p className="mt-2 max-w-3xl opacity-75">{t('landing:bots.subtitle')}</p>
      <div className="mt-10 space-y-12">
        {CEX_GROUPS.map((group) => (
          <BotGroup
            key={group}
            title={t(`catalogue:groups.${group}.name`)}
            description={t(`catalogue:groups.${group}.summary`)}
            kinds={of((kind) => kind.market === 'cex' && kind.group === group)}
          />
        ))}
        <BotGroup
          title={t('catalogue:groups.dex.name')}
          description={t('catalogue:groups.dex.summary')}
          kinds={of((kind) => kind.market === 'dex')}
        />
        <div className="grid gap-12 lg:grid-cols-2">
          <BotGroup
            title={t('catalogue:groups.nft.name')}
            description={t('catalogue:groups.nft.summary')}
            kinds={of((kind) => kind.market === 'nft')}
            narrow
          />
          <BotGroup
            title={t('catalogue:groups.futures.name')}
            description={t('catalogue:groups.futures.summary')}
            kinds={of((kind) => kind.market === 'futures')}
            narrow
          />
        </div>
      </div>

      <h2 className="mt-20 text-3xl font-bold tracking-tight">{t('landing:tools.title')}</h2>
      <p className="mt-2 max-w-3xl opacity-75">{t('landing:tools.subtitle')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {(Object.keys(MANUAL_TOOLS) as (keyof typeof MANUAL_TOOLS)[]).map((family) => (
          <div key={family} className="bg-base-200/60 border-base-300 rounded-box border p-5">
            <h3 className="font-semibold">{t(`catalogue:toolFamilies.${family}`)}</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {MANUAL_TOOLS[family].map((tool) => (
                <li key={tool} className="flex gap-2">
                  <span aria-hidden="true" className="bg-primary mt-2 size-1.5 shrink-0 rounded-full" />
                  <span>{t(`catalogue:tools.${tool}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <div className="bg-base-200/60 border-base-300 rounded-box mt-12 border p-6">
        <h3 className="text-lg font-semibold">{t('landing:chains.title')}</h3>
        <p className="mt-1 text-sm opacity-70">{t('landing:chains.subtitle')}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {DEX_CHAINS.map((chain) => (
            <li key={chain} className="badge badge-lg badge-outline">
              {t(`catalogue:chains.${chain}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
