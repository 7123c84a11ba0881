// The futures part of the admin routes: POST /sandbox-admin/futures/<symbol> with
// {"markPrice": "60000"} pins the symbol's mark, whatever trading does to the price (null lets it
// follow the index and the premium trading pushed again) and/or
// {"fundingRate": "-0.0005"} sets the rate of the next fundings. The new mark takes effect at once:
// resting orders it reaches fill and positions whose liquidation price it crosses are liquidated
// before the answer, which is the symbol's premium index.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatAtoms, parseAtoms } from '../decimal.ts';
import { fundingTimeAfter } from '../futures/contracts.ts';
import type { ContractUpdate } from '../futures/futures.ts';
import { VenueError } from '../venue-error.ts';
import type { Venue } from '../venue/venue.ts';
import { price } from './serializers.ts';

const contractSchema = z
  .object({
    markPrice: z
      .string()
      .regex(/^\d{1,20}(\.\d{1,8})?$/)
      .nullable()
      .optional(),
    fundingRate: z
      .string()
      .regex(/^-?\d{1,4}(\.\d{1,8})?$/)
      .optional(),
  })
  .strict();

const invalid = (message: string) => new VenueError(-1130, `Invalid request: ${message}`);

export function futuresAdminRoutes(admin: FastifyInstance, venue: Venue): void {
  const { futures } = venue;

  admin.post<{ Params: { symbol: string } }>('/futures/:symbol', async (request) => {
    const parsed = contractSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => issue.message).join('; '));
    const market = futures.contract(request.params.symbol);
    const update: ContractUpdate = {};
    const { markPrice, fundingRate } = parsed.data;
    if (markPrice === null) update.pinnedMarkTicks = null;
    else if (markPrice !== undefined) {
      const amount = parseAtoms(markPrice);
      if (!amount.ok || amount.atoms <= 0n || amount.atoms % market.tickAtoms !== 0n)
        throw invalid('markPrice must be a positive multiple of the tick size');
      update.pinnedMarkTicks = Number(amount.atoms / market.tickAtoms);
    }
    if (fundingRate !== undefined) {
      const negative = fundingRate.startsWith('-');
      const amount = parseAtoms(negative ? fundingRate.slice(1) : fundingRate);
      if (!amount.ok) throw invalid('fundingRate has more than 8 decimals');
      update.fundingRateAtoms = negative ? -amount.atoms : amount.atoms;
    }
    const settings = futures.configureContract(market.symbol, update);
    futures.settleMarks();
    await venue.sync();
    const now = venue.now();
    return {
      symbol: market.symbol,
      markPrice: price(market, futures.markTicks(market.symbol, now)),
      indexPrice: price(market, futures.indexTicks(market.symbol, now)),
      pinned: settings.pinnedMarkTicks !== null,
      lastFundingRate: formatAtoms(settings.fundingRateAtoms),
      nextFundingTime: fundingTimeAfter(now),
      time: now,
    };
  });
}
