// One month's asset statement: opening and closing value with the change between them, what came
// in and went out, and the trading result, then the same by venue and by bot. All in USDT.
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AssetStatement } from '../../../../shared/contracts/data/get-asset-statements.ts';
import { FigureTile } from '../figure-tile.tsx';
import { toneOf, useFigureFormat } from '../format.ts';
import { BotBreakdown, VenueBreakdown } from './statement-breakdowns.tsx';
import { statementVenueName } from './statement-csv.ts';

export function StatementCard({ statement, current }: { statement: AssetStatement; current: boolean }) {
  const { t } = useTranslation('data');
  const format = useFigureFormat();
  const change = statement.closing_usdt - statement.opening_usdt;
  const changeShare = statement.opening_usdt > 0 ? format.signedShare(change / statement.opening_usdt) : null;
  const venueName = (web: string) => statementVenueName(statement, web);
  return (
    <article className="card bg-base-200/60 border-base-300 border" data-testid="statement" data-month={statement.month}>
      <div className="card-body gap-4 p-4 sm:p-5">
        <header className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold">{format.month(statement.month)}</h2>
          {current && <span className="badge badge-sm badge-soft badge-info">{t('statement.toDate')}</span>}
        </header>
        <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 2xl:grid-cols-6">
          <FigureTile label={t('statement.opening')} value={format.value(statement.opening_usdt)} unit="USDT" />
          <FigureTile label={t('statement.closing')} value={format.value(statement.closing_usdt)} unit="USDT" />
          <FigureTile
            label={t('statement.change')}
            value={format.signedValue(change)}
            unit="USDT"
            hint={changeShare ?? undefined}
            tone={toneOf(change)}
          />
          <FigureTile label={t('statement.deposits')} value={format.value(statement.deposits_usdt)} unit="USDT" />
          <FigureTile label={t('statement.withdrawals')} value={format.value(statement.withdrawals_usdt)} unit="USDT" />
          <FigureTile
            label={t('statement.result')}
            value={format.signedValue(statement.trading_result_usdt)}
            unit="USDT"
            tone={toneOf(statement.trading_result_usdt)}
          />
        </div>
        <div className="grid gap-4 xl:grid-cols-2">
          <VenueBreakdown venues={statement.by_venue} />
          <BotBreakdown bots={statement.by_bot} venueName={venueName} />
        </div>
      </div>
    </article>
  );
}
