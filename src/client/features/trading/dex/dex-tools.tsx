// The DEX pair's column beside the chart, where an exchange pair has its order form: the
// funding-wallet order (a swap from the main wallet), the price-impact calculator, then where the
// wallets' balances are.
import { useTranslation } from '../../../lib/use-translation.ts';
import { Section } from '../../../components/page.tsx';
import { type DexPair, pairKey } from '../pair/market-pair.ts';
import { DexBalances } from './dex-balances.tsx';
import { ImpactCalculator } from './impact-calculator.tsx';
import { MainSwapForm } from './main-swap-form.tsx';

export function DexTools({ pair, className }: { pair: DexPair; className: string }) {
  const { t } = useTranslation('trading');
  return (
    <div className={`flex flex-col gap-4 ${className}`}>
      <Section title={t('manual.fundingOrder')}>
        <MainSwapForm key={pairKey(pair)} pair={pair} />
      </Section>
      <Section title={t('dex.calc.title')}>
        <ImpactCalculator key={pairKey(pair)} pair={pair} />
      </Section>
      <Section title={t('manual.positions')}>
        <DexBalances pair={pair} />
      </Section>
    </div>
  );
}
