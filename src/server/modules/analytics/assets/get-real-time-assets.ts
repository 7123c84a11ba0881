// /Api/Data/get_real_time_assets: /realTimeData's live balances of every bound account and wallet
// chain, valued from the shared feeds. Tabs poll it; the balance leases keep that to one venue read
// per account per few seconds, and one chain read per wallet chain per half minute.
import { getRealTimeAssets, type RealTimeBalance } from '../../../../shared/contracts/data/get-real-time-assets.ts';
import { answer } from '../../../http/call-registry.ts';
import { userIdOf } from '../../markets/favourites.ts';
import type { AssetServices } from './asset-services.ts';
import { failureText } from './failure-text.ts';
import { type ValuedSource, sourceValuer } from './source-prices.ts';
import { sourceName } from './sources.ts';

export const getRealTimeAssetsCall = (s: AssetServices) =>
  answer(getRealTimeAssets, async (_input, ctx) => {
    const userId = userIdOf(ctx);
    const value = sourceValuer(s.pricer);
    const [accounts, chains] = await Promise.all([
      s.cex.ofUser(userId).then((rows) =>
        Promise.all(
          rows.map((row) =>
            s.cex
              .read(row)
              .then(value)
              .catch((error: unknown) => {
                // An account its venue does not answer for is left out of this answer; the next poll asks again.
                s.deps.log.debug({ userId, web: row.web, error: failureText(error) }, 'real-time balance read failed');
                return null;
              }),
          ),
        ),
      ),
      s.dex.ofUser(userId).then((sources) => Promise.all(sources.map(value))),
    ]);
    const list = [...accounts.filter((source) => source !== null), ...chains].flatMap((source) => linesOf(s, source));
    const sumOf = (lines: RealTimeBalance[]) => lines.reduce((total, line) => total + line.value_usdt, 0);
    const cex = list.filter((line) => line.source_type === 'cex');
    const wallets = list.filter((line) => line.source_type === 'dex');
    return { total_usdt: sumOf(list), cex_usdt: sumOf(cex), wallets_usdt: sumOf(wallets), list };
  });

function linesOf(s: AssetServices, source: ValuedSource): RealTimeBalance[] {
  const place = sourceName(s.deps.venues, source);
  const name = source.remark && source.remark !== place ? `${source.remark} · ${place}` : place;
  return source.holdings
    .map((holding) => ({
      source_type: source.sourceType,
      source: source.source,
      name,
      asset: holding.asset,
      amount: holding.amount,
      price_usdt: holding.priceUsdt,
      value_usdt: holding.valueUsdt,
      updated_at: source.readAt,
    }))
    .sort((a, b) => b.value_usdt - a.value_usdt);
}
