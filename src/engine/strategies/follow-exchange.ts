// Follow Exchange and Quick Follow (bots.md "real_genpan", "real_genpan_quick"): the bot's market
// follows a reference pair on a reference exchange (`reference_symbol`, however it is written;
// absent: the bot's own pair). Each tick the target is the reference's mid
// price (its last trade while its book is empty) times price_ratio; while the bot's price is more
// than FOLLOW_TOLERANCE_PERCENT away, it moves towards the target by at most max_step_percent, by
// taking the book or printing inside the spread (price-move.ts: no order above 1.3 × order_amount).
// Hedge mode also hedges on the reference exchange what the bot bought or sold from others on its own market (the self-trades
// net out), with a market order on the reference pair, keeping the base balance there within the
// position bounds; the hedge is in the bot's base coin, so hedge mode needs a reference pair of the
// same base coin (its quote may differ: CAKE/USDT hedged on CAKE/BNB) and stops, with the reason,
// when the reference pair trades another coin.
// Quick Follow is the same loop at a faster pace.
import type { FollowExchangeParams, QuickFollowParams } from '../../shared/bots/params/cex-price.ts';
import { meetsMinimums, roundAmount, roundPrice } from '../runner/market-rules.ts';
import type { Action, Decision, Strategy, StrategyContext } from '../runner/types.ts';
import { cancelLeftovers, log, midOf, outsideBook, paceMs, round8, say, stop } from './helpers.ts';
import { moveOrPause, stepTowards } from './price-move.ts';

/** The bot's price counts as following while within this much of the target. */
export const FOLLOW_TOLERANCE_PERCENT = 0.1;
/** One move sends at most this many orders (one jittered order amount each) to take the book. */
export const FOLLOW_MAX_TAKE_ORDERS = 20;

export interface FollowState {
  /** Base bought (+) or sold (−) from others on the bot's market and not yet hedged. */
  unhedged: number;
  hedged: number;
  inSync: boolean | null;
  limitWarned: boolean;
}

type FollowParams = FollowExchangeParams | QuickFollowParams;

function followStrategy<P extends FollowParams>(key: 'real_genpan' | 'real_genpan_quick'): Strategy<P, FollowState> {
  return {
    key,
    needs: (params) => ({ bookDepth: 100, balances: true, secondSymbol: params.reference_symbol }),
    initialState: () => ({ unhedged: 0, hedged: 0, inSync: null, limitWarned: false }),
    intervalMs: paceMs,

    decide(ctx: StrategyContext<P, FollowState>): Decision<FollowState> {
      const { params, primary, second } = ctx;
      const rules = primary.rules;
      const state: FollowState = { ...ctx.state };
      const actions: Action[] = [];
      for (const event of ctx.events) {
        if (event.type !== 'fill') continue;
        if (event.order.tag === 'follow:take') state.unhedged += event.order.side === 'buy' ? event.amount : -event.amount;
        if (event.order.tag === 'follow:hedge') state.hedged += event.amount;
      }
      // A hedge the venue refused is owed again.
      for (const event of ctx.events) {
        if (event.type === 'rejected' && event.order.tag === 'follow:hedge') {
          state.unhedged += event.order.side === 'sell' ? event.order.amount : -event.order.amount;
        }
      }

      // Leftover legs of a print go first.
      const own = ctx.orders.filter((order) => order.tag.startsWith('follow:') && order.venue === 'primary');
      if (own.length > 0) return { actions: [...actions, ...cancelLeftovers(own)], state };
      if (!second) return { actions, state };
      if (params.mode === 'hedge' && second.rules.base !== rules.base) {
        return { actions: [stop('followHedgeCoin', { pair: second.rules.symbol, coin: rules.base, venue: second.venue })], state };
      }

      // Hedge mode: what the bot traded with others here is traded back on the reference exchange.
      if (params.mode === 'hedge' && !ctx.orders.some((order) => order.tag === 'follow:hedge')) {
        const side = state.unhedged > 0 ? 'sell' : 'buy';
        const refPrice = midOf(second.book) ?? second.last ?? 0;
        let amount = roundAmount(Math.abs(state.unhedged), second.rules);
        const position = second.total[second.rules.base] ?? 0;
        const room = side === 'sell' ? position - params.position_lower : (params.position_upper ?? Number.POSITIVE_INFINITY) - position;
        amount = roundAmount(Math.min(amount, Math.max(0, room)), second.rules);
        if (amount < roundAmount(Math.abs(state.unhedged), second.rules) && !state.limitWarned) {
          state.limitWarned = true;
          actions.push(log('followPositionLimit', { position: round8(position) }, 'warn'));
        }
        if (refPrice > 0 && meetsMinimums(amount, refPrice, second.rules)) {
          state.unhedged += side === 'sell' ? -amount : amount;
          actions.push({
            kind: 'place',
            venue: 'second',
            tag: 'follow:hedge',
            side,
            type: 'market',
            amount,
            reason: say('followHedge', { side, amount, venue: second.venue }),
          });
        }
      }

      const reference = midOf(second.book) ?? second.last;
      const outside = outsideBook(primary.book!, own, true);
      const price = primary.last ?? midOf(outside);
      if (reference === null || price === null) return { actions, state };
      const target = reference * params.price_ratio;
      const gapPercent = ((target - price) / price) * 100;
      const inSync = Math.abs(gapPercent) <= FOLLOW_TOLERANCE_PERCENT;
      if (inSync !== state.inSync) {
        actions.push(
          log(inSync ? 'followInSync' : 'followGap', { price, target: roundPrice(target, rules), gap: Number(gapPercent.toFixed(3)) }),
        );
        state.inSync = inSync;
      }
      if (inSync) return { actions, state };

      const next = stepTowards(price, gapPercent, params.max_step_percent, rules);
      // A move the balance cannot pay for pauses the bot, saying which asset is short, until it can.
      const move = moveOrPause({
        ctx,
        outside,
        target: next,
        orderAmount: params.order_amount,
        maxOrders: FOLLOW_MAX_TAKE_ORDERS,
        prefix: 'follow',
        // One robot log line per move, however many orders it takes (its own text: followMove is the DEX follow's).
        reason: say('followMoved', { from: price, to: next, reference: roundPrice(reference, rules), quote: rules.quote }),
        asStep: true,
      });
      actions.push(...move.actions);
      return { actions, state };
    },
  };
}

export const followExchangeStrategy = followStrategy<FollowExchangeParams>('real_genpan');
export const quickFollowStrategy = followStrategy<QuickFollowParams>('real_genpan_quick');
