// /Trade/set_leverage and /Trade/set_margin_mode: a futures market's settings on the user's account
// there. The venue's refusals (a margin mode change while a position is open, a leverage above the
// symbol's cap) reach the user in its own words (4307).
import { setLeverage, setMarginMode } from '../../../shared/contracts/futures/position-settings.ts';
import { answer } from '../../http/call-registry.ts';
import { userIdOf } from '../markets/favourites.ts';
import { tradeAccountOf } from '../trade/trade-account.ts';
import type { TradeDeps } from '../trade/trade-deps.ts';
import { viaTrade } from '../trade/trade-failure.ts';

export const setLeverageCall = (deps: TradeDeps) =>
  answer(setLeverage, async (input, ctx) => {
    const { connector, symbol } = await tradeAccountOf(deps, userIdOf(ctx), { ...input, web_type: 3 });
    await viaTrade(() => connector.setLeverage(symbol, input.leverage));
    return { leverage: input.leverage };
  });

export const setMarginModeCall = (deps: TradeDeps) =>
  answer(setMarginMode, async (input, ctx) => {
    const { connector, symbol } = await tradeAccountOf(deps, userIdOf(ctx), { ...input, web_type: 3 });
    await viaTrade(() => connector.setMarginMode(symbol, input.margin_mode));
    return { margin_mode: input.margin_mode };
  });
