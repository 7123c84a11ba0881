// Jupiter's Swap API in its public shape (GET /swap/v1/quote, POST /swap/v1/swap), so a client
// written for api.jup.ag works against the sandbox unchanged: amounts as integer strings in base
// units, `dexes` naming the DEXes a route may use, errors as 400 { error, errorCode }. Routes are
// one hop (direct-routes.ts); ExactOut and legacy transactions are refused as unsupported.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEX_LABELS } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { agreedRoute, type DirectRoute, poolTrades } from './direct-routes.ts';
import { amountField, describeProblems, mintField } from './api-fields.ts';
import type { SwapSource } from './swap-source.ts';
import { SWAP_COMPUTE_UNIT_LIMIT } from './swap-transaction.ts';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const dexList = z.string().transform((value) =>
  value
    .split(',')
    .map((dex) => dex.trim())
    .filter(Boolean),
);

const QUOTE_QUERY = z.object({
  inputMint: mintField,
  outputMint: mintField,
  amount: amountField.refine((value) => value > 0n, 'must be above zero'),
  slippageBps: z.coerce.number().int().min(0).max(10_000).default(50),
  swapMode: z.enum(['ExactIn', 'ExactOut']).default('ExactIn'),
  dexes: dexList.optional(),
  excludeDexes: dexList.optional(),
  onlyDirectRoutes: flag.optional(),
  asLegacyTransaction: flag.optional(),
});

const SWAP_INFO = z.object({
  ammKey: mintField,
  label: z.string(),
  inputMint: mintField,
  outputMint: mintField,
  inAmount: amountField,
  outAmount: amountField,
});
const QUOTE_RESPONSE = z.object({
  inputMint: mintField,
  inAmount: amountField,
  outputMint: mintField,
  outAmount: amountField,
  otherAmountThreshold: amountField,
  swapMode: z.literal('ExactIn'),
  slippageBps: z.number().int().min(0).max(10_000),
  routePlan: z.array(z.object({ swapInfo: SWAP_INFO, percent: z.number() })).length(1),
});
const SWAP_BODY = z.object({
  quoteResponse: QUOTE_RESPONSE,
  userPublicKey: mintField,
  wrapAndUnwrapSol: z.boolean().default(true),
  computeUnitPriceMicroLamports: z.number().int().min(0).optional(),
  prioritizationFeeLamports: z.union([z.number().int().min(0), z.literal('auto'), z.object({}).passthrough()]).optional(),
  asLegacyTransaction: z.boolean().optional(),
});

/** The compute-unit price that makes a total priority fee of `lamports` at the swap's limit. */
const priceForFee = (lamports: bigint) => (lamports * 1_000_000n) / BigInt(SWAP_COMPUTE_UNIT_LIMIT);

function refuse(reply: FastifyReply, error: string, errorCode: string) {
  return reply.code(400).send({ error, errorCode });
}

/** The quote as Jupiter answers it: strings for amounts, one route-plan step. */
function quoteResponse(route: DirectRoute, slot: bigint, started: number) {
  return {
    inputMint: route.inputMint,
    inAmount: route.inAmount.toString(),
    outputMint: route.outputMint,
    outAmount: route.outAmount.toString(),
    otherAmountThreshold: route.minOut.toString(),
    swapMode: 'ExactIn',
    slippageBps: route.slippageBps,
    platformFee: null,
    priceImpactPct: route.priceImpact.toFixed(10),
    routePlan: [
      {
        swapInfo: {
          ammKey: route.pool.address,
          label: route.dex,
          inputMint: route.inputMint,
          outputMint: route.outputMint,
          inAmount: route.inAmount.toString(),
          outAmount: route.outAmount.toString(),
          feeAmount: route.feeAmount.toString(),
          feeMint: route.inputMint,
        },
        percent: 100,
        bps: 10_000,
      },
    ],
    contextSlot: Number(slot),
    timeTaken: (performance.now() - started) / 1000,
  };
}

export function registerJupiterApi(server: FastifyInstance, source: SwapSource): void {
  server.get('/swap/v1/quote', async (request, reply) => {
    const started = performance.now();
    const parsed = QUOTE_QUERY.safeParse(request.query);
    if (!parsed.success) return refuse(reply, `Invalid query: ${describeProblems(parsed.error)}`, 'INVALID_REQUEST');
    const query = parsed.data;
    if (query.swapMode === 'ExactOut') return refuse(reply, 'ExactOut is not supported by the sandbox routes', 'NOT_SUPPORTED');
    if (query.asLegacyTransaction) return refuse(reply, 'Legacy transactions are not supported', 'NOT_SUPPORTED');
    if (query.inputMint === query.outputMint) return refuse(reply, 'Circular arbitrage is disabled', 'CIRCULAR_ARBITRAGE_IS_DISABLED');
    const excluded = new Set(query.excludeDexes ?? []);
    const dexes = (query.dexes ?? []).filter((dex) => !excluded.has(dex));
    if (query.dexes && dexes.length === 0) return refuse(reply, 'No DEX left to route through', 'COULD_NOT_FIND_ANY_ROUTE');
    const allowed = dexes.length > 0 ? dexes : DEX_LABELS.map((entry) => entry.dex).filter((dex) => !excluded.has(dex));
    const { route, slot } = await source.route({ ...query, dexes: allowed });
    if (route === 'notTradable') return refuse(reply, 'The token is not tradable', 'TOKEN_NOT_TRADABLE');
    if (route === 'noRoute') return refuse(reply, 'Could not find any route', 'COULD_NOT_FIND_ANY_ROUTE');
    return quoteResponse(route, slot, started);
  });

  server.post('/swap/v1/swap', async (request, reply) => {
    const parsed = SWAP_BODY.safeParse(request.body);
    if (!parsed.success) return refuse(reply, `Invalid body: ${describeProblems(parsed.error)}`, 'INVALID_REQUEST');
    const body = parsed.data;
    if (body.asLegacyTransaction) return refuse(reply, 'Legacy transactions are not supported', 'NOT_SUPPORTED');
    const quote = body.quoteResponse;
    const step = quote.routePlan[0]!.swapInfo;
    const pool = await source.pool(step.ammKey);
    if (!pool || !poolTrades(pool, quote.inputMint, quote.outputMint))
      return refuse(reply, 'The quote names a pool that does not trade this pair', 'COULD_NOT_FIND_ANY_ROUTE');
    const agreed = agreedRoute(pool, { ...quote, minOut: quote.otherAmountThreshold });
    const built = await source.transaction(agreed, {
      user: body.userPublicKey,
      wrapSol: body.wrapAndUnwrapSol,
      unwrapSol: body.wrapAndUnwrapSol,
      computeUnitPrice:
        body.computeUnitPriceMicroLamports !== undefined
          ? BigInt(body.computeUnitPriceMicroLamports)
          : typeof body.prioritizationFeeLamports === 'number'
            ? priceForFee(BigInt(body.prioritizationFeeLamports))
            : 'auto',
    });
    return {
      swapTransaction: built.base64,
      lastValidBlockHeight: Number(built.lastValidBlockHeight),
      prioritizationFeeLamports: Number(built.priorityFeeLamports),
      computeUnitLimit: built.computeUnitLimit,
      prioritizationType: {
        computeBudget: { microLamports: Number(built.computeUnitPrice), estimatedMicroLamports: Number(built.computeUnitPrice) },
      },
      dynamicSlippageReport: null,
      simulationError: null,
    };
  });
}
