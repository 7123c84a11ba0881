// Jupiter's Swap API as the connector calls it (GET /swap/v1/quote, POST /swap/v1/swap), at
// JUPITER_API_URL: api.jup.ag against mainnet, the sandbox's Jupiter-shaped API by default. An API
// key, when set, goes in the x-api-key header, as Jupiter's paid tiers take it. The API's refusals
// and an unreachable API are converted here into the product's chain errors.
import { type ChainCallContext, ChainError } from '../evm/chain-errors.ts';

export interface JupiterQuote {
  inputMint: string;
  inAmount: string;
  outputMint: string;
  outAmount: string;
  otherAmountThreshold: string;
  slippageBps: number;
  priceImpactPct: string;
  routePlan: { swapInfo: { ammKey: string; label: string; inputMint: string; outputMint: string } }[];
  [field: string]: unknown;
}

export interface JupiterSwap {
  swapTransaction: string;
  lastValidBlockHeight: number;
  prioritizationFeeLamports?: number;
  computeUnitLimit?: number;
}

/** What the quote endpoint's error codes mean for the caller. */
const REFUSALS: Record<string, ChainError['reason']> = {
  COULD_NOT_FIND_ANY_ROUTE: 'noRoute',
  TOKEN_NOT_TRADABLE: 'noRoute',
  NO_ROUTES_FOUND: 'noRoute',
  CIRCULAR_ARBITRAGE_IS_DISABLED: 'noRoute',
};

const REQUEST_TIMEOUT_MS = 15_000;

export class JupiterClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  quote(
    request: { inputMint: string; outputMint: string; amount: bigint; slippageBps: number; dexes: readonly string[] },
    context: ChainCallContext,
  ): Promise<JupiterQuote> {
    const query = new URLSearchParams({
      inputMint: request.inputMint,
      outputMint: request.outputMint,
      amount: request.amount.toString(),
      slippageBps: String(request.slippageBps),
      swapMode: 'ExactIn',
    });
    if (request.dexes.length > 0) query.set('dexes', request.dexes.join(','));
    return this.request<JupiterQuote>(`/swap/v1/quote?${query}`, undefined, context);
  }

  swap(quote: JupiterQuote, user: string, computeUnitPrice: bigint, context: ChainCallContext): Promise<JupiterSwap> {
    return this.request<JupiterSwap>(
      '/swap/v1/swap',
      { quoteResponse: quote, userPublicKey: user, wrapAndUnwrapSol: true, computeUnitPriceMicroLamports: Number(computeUnitPrice) },
      context,
    );
  }

  private async request<T>(path: string, body: unknown, context: ChainCallContext): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.apiKey) headers['x-api-key'] = this.apiKey;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ChainError('retry', 'rpcDown', undefined, context, error);
    }
    const answer = (await response.json().catch(() => null)) as (T & { error?: string; errorCode?: string }) | null;
    if (response.ok && answer) return answer;
    if (response.status === 429 || response.status >= 500 || !answer)
      throw new ChainError('retry', 'rpcDown', undefined, context, new Error(`swap API answered ${response.status}`));
    const reason = REFUSALS[answer.errorCode ?? ''] ?? 'reverted';
    throw new ChainError('reject', reason, undefined, context, new Error(`${answer.errorCode ?? response.status}: ${answer.error ?? ''}`));
  }
}
