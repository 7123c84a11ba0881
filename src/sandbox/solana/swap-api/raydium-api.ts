// Raydium's Trade API in its public shape: GET /compute/swap-base-in for a quote, then POST
// /transaction/swap-base-in with that answer for the unsigned transactions, wrapped in
// { id, success, version, data } (msg on failure). It routes through the sandbox's pools labelled
// as Raydium's (AMM v4, CLMM, CP), as Raydium's API routes only through Raydium's pools.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEX_LABELS, DexLabel, dexName } from '../../../engine/connectors/solana/amm-program/amm-labels.ts';
import { agreedRoute, type DirectRoute, poolTrades } from './direct-routes.ts';
import { amountField, describeProblems, mintField } from './api-fields.ts';
import type { SwapSource } from './swap-source.ts';

const RAYDIUM_DEXES = DEX_LABELS.filter((entry) =>
  ([DexLabel.RaydiumAmmV4, DexLabel.RaydiumClmm, DexLabel.RaydiumCp] as number[]).includes(entry.label),
).map((entry) => entry.dex);

const COMPUTE_QUERY = z.object({
  inputMint: mintField,
  outputMint: mintField,
  amount: amountField.refine((value) => value > 0n, 'must be above zero'),
  slippageBps: z.coerce.number().int().min(0).max(10_000).default(50),
  txVersion: z.enum(['V0', 'LEGACY']).default('V0'),
});

const SWAP_RESPONSE = z.object({
  success: z.literal(true),
  data: z.object({
    swapType: z.literal('BaseIn'),
    inputMint: mintField,
    inputAmount: amountField,
    outputMint: mintField,
    outputAmount: amountField,
    otherAmountThreshold: amountField,
    slippageBps: z.number().int().min(0).max(10_000),
    routePlan: z.array(z.object({ poolId: mintField, inputMint: mintField, outputMint: mintField })).length(1),
  }),
});

const TRANSACTION_BODY = z.object({
  swapResponse: SWAP_RESPONSE,
  wallet: mintField,
  txVersion: z.enum(['V0', 'LEGACY']).default('V0'),
  computeUnitPriceMicroLamports: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(0)]).default('0'),
  wrapSol: z.boolean().default(false),
  unwrapSol: z.boolean().default(false),
});

const envelope = (data: unknown) => ({ id: randomUUID(), success: true, version: 'V1', data });
const failure = (msg: string) => ({ id: randomUUID(), success: false, version: 'V1', msg });

function computeData(route: DirectRoute) {
  return {
    swapType: 'BaseIn',
    inputMint: route.inputMint,
    inputAmount: route.inAmount.toString(),
    outputMint: route.outputMint,
    outputAmount: route.outAmount.toString(),
    otherAmountThreshold: route.minOut.toString(),
    slippageBps: route.slippageBps,
    priceImpactPct: Number((route.priceImpact * 100).toFixed(4)),
    referrerAmount: '0',
    routePlan: [
      {
        poolId: route.pool.address,
        inputMint: route.inputMint,
        outputMint: route.outputMint,
        feeMint: route.inputMint,
        feeRate: route.pool.state.feeBps,
        feeAmount: route.feeAmount.toString(),
        remainingAccounts: [],
      },
    ],
  };
}

export function registerRaydiumApi(server: FastifyInstance, source: SwapSource): void {
  server.get('/compute/swap-base-in', async (request, reply) => {
    const parsed = COMPUTE_QUERY.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send(failure(`REQ_PARAMS_ERROR: ${describeProblems(parsed.error)}`));
    if (parsed.data.txVersion === 'LEGACY') return failure('REQ_TX_VERSION_ERROR: only V0 transactions are built');
    const { route } = await source.route({ ...parsed.data, dexes: RAYDIUM_DEXES });
    if (route === 'notTradable' || route === 'noRoute') return failure('ROUTE_NOT_FOUND');
    return envelope(computeData(route));
  });

  server.post('/transaction/swap-base-in', async (request, reply) => {
    const parsed = TRANSACTION_BODY.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(failure(`REQ_PARAMS_ERROR: ${describeProblems(parsed.error)}`));
    const body = parsed.data;
    if (body.txVersion === 'LEGACY') return failure('REQ_TX_VERSION_ERROR: only V0 transactions are built');
    const quote = body.swapResponse.data;
    const pool = await source.pool(quote.routePlan[0]!.poolId);
    if (!pool || !RAYDIUM_DEXES.includes(dexName(pool.state.label)) || !poolTrades(pool, quote.inputMint, quote.outputMint))
      return failure('ROUTE_NOT_FOUND');
    const agreed = agreedRoute(pool, {
      inputMint: quote.inputMint,
      outputMint: quote.outputMint,
      inAmount: quote.inputAmount,
      outAmount: quote.outputAmount,
      minOut: quote.otherAmountThreshold,
      slippageBps: quote.slippageBps,
    });
    const built = await source.transaction(agreed, {
      user: body.wallet,
      wrapSol: body.wrapSol,
      unwrapSol: body.unwrapSol,
      computeUnitPrice: BigInt(body.computeUnitPriceMicroLamports),
    });
    return envelope([{ transaction: built.base64 }]);
  });
}
