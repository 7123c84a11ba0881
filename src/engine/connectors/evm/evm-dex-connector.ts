// One connector for every EVM chain with a Uniswap V2-style router (the sandbox chain, BSC on
// PancakeSwap, Ethereum and Base on Uniswap, Polygon on QuickSwap): quotes, swaps with slippage
// and a deadline (fee-on-transfer variants included), allowances and approvals, gas price times
// the user's multiplier, receipts read for what was really moved. Everything goes through viem;
// its HTTP transport retries a failing RPC with backoff. Errors are converted here (chain-errors.ts).
import {
  type Abi,
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hash,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  type TransactionReceipt,
  type Transport,
} from 'viem';
import { type ChainCallContext, ChainError, convertChainError, type WalletRole } from './chain-errors.ts';
import type { DexChain } from './dex-chains.ts';
import { nativeUnwrapped, tokenMovedFrom, tokenMovedTo } from './executed-amounts.ts';
import { FACTORY_ABI, PAIR_ABI, ROUTER_ABI } from './uniswap-v2-abi.ts';
import { WalletSender } from './wallet-sender.ts';

export type TokenRef = Address | 'native';

export interface SendOptions {
  /** The wallet's private key. */
  wallet: Hex;
  role?: WalletRole;
  /** Gas price × this (1-5, default 1); 0 lets the chain's fee estimate decide (adaptive). */
  gasMultiplier?: number;
}

export interface SwapRequest extends SendOptions {
  tokenIn: TokenRef;
  tokenOut: TokenRef;
  amountIn: bigint;
  /** The most the executed output may fall short of the quote, in percent. */
  slippagePercent: number;
  /** Seconds from the latest block's time until the swap is refused (default 120). */
  deadlineSeconds?: number;
  /** Use the router's fee-on-transfer variants (for tokens that keep a fee on every transfer). */
  feeOnTransfer?: boolean;
}

export interface SwapResult {
  hash: Hash;
  blockNumber: bigint;
  quotedOut: bigint;
  minOut: bigint;
  /** What left the wallet and what reached it, read from the receipt. */
  amountIn: bigint;
  amountOut: bigint;
  gasUsed: bigint;
  gasPrice: bigint;
}

/** A swap ready to be signed by the journalled sender: the router call, its gas and what the quote promised. */
export interface PreparedSwap {
  to: Address;
  data: Hex;
  value: bigint;
  gas: bigint;
  gasPrice: bigint;
  quotedOut: bigint;
  minOut: bigint;
}

const DEFAULT_DEADLINE_SECONDS = 120;
/** Gas limit over the estimate, in percent. A swap can cost more when mined than when estimated:
 *  mined in a later second than the pool's last trade, the pair writes its cumulative prices (from
 *  zero on a new pool, 20k gas each). Only gas used is paid, so the margin costs nothing. */
const GAS_LIMIT_MARGIN_PERCENT = 50n;

export class EvmDexConnector {
  readonly client: PublicClient;
  private readonly sender = new WalletSender();
  private readonly viemChain;

  constructor(
    readonly chain: DexChain,
    transport: Transport = http(chain.rpcUrl, { retryCount: 3, retryDelay: 200 }),
  ) {
    this.viemChain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    this.client = createPublicClient({ chain: this.viemChain, transport, pollingInterval: 100 }) as PublicClient;
    this.transport = transport;
  }

  private readonly transport: Transport;

  address(wallet: Hex): Address {
    return this.sender.account(wallet).address;
  }

  /** The swap path through the wrapped native coin where a side is the native coin. */
  path(tokenIn: TokenRef, tokenOut: TokenRef): Address[] {
    const wrap = (token: TokenRef) => (token === 'native' ? this.chain.wrappedNative : token);
    return [wrap(tokenIn), wrap(tokenOut)];
  }

  async quote(amountIn: bigint, tokenIn: TokenRef, tokenOut: TokenRef): Promise<bigint> {
    return this.call({ operation: 'quote' }, async () => {
      const amounts = await this.client.readContract({
        address: this.chain.router,
        abi: ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amountIn, this.path(tokenIn, tokenOut)],
      });
      return amounts.at(-1)!;
    });
  }

  async pairOf(tokenA: Address, tokenB: Address): Promise<Address> {
    return this.call({ operation: 'pairOf' }, () =>
      this.client.readContract({ address: this.chain.factory, abi: FACTORY_ABI, functionName: 'getPair', args: [tokenA, tokenB] }),
    );
  }

  /** The pool's reserves of `base` and `quote`. */
  async reserves(base: Address, quote: Address): Promise<{ pair: Address; base: bigint; quote: bigint }> {
    return this.call({ operation: 'reserves' }, async () => {
      const pair = await this.pairOf(base, quote);
      const [reserve0, reserve1] = await this.client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' });
      const baseIsToken0 = base.toLowerCase() < quote.toLowerCase();
      return { pair, base: baseIsToken0 ? reserve0 : reserve1, quote: baseIsToken0 ? reserve1 : reserve0 };
    });
  }

  async allowance(token: Address, owner: Address, spender: Address = this.chain.router): Promise<bigint> {
    return this.call({ operation: 'allowance', token }, () =>
      this.client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),
    );
  }

  /** Lets the router (or `spender`) move the wallet's token; by default without limit. */
  async approve(options: SendOptions & { token: Address; spender?: Address; amount?: bigint }): Promise<TransactionReceipt> {
    const context = this.context('approve', options, options.token);
    return this.call(context, async () => {
      const account = this.sender.account(options.wallet);
      const hash = await this.sender.send(account, this.chain.chainId, async () =>
        this.write(account, {
          address: options.token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [options.spender ?? this.chain.router, options.amount ?? maxUint256],
          ...(await this.gas(options.gasMultiplier)),
        }),
      );
      return this.settled(hash, context);
    });
  }

  async swap(request: SwapRequest): Promise<SwapResult> {
    const context = this.context('swap', request, request.tokenIn === 'native' ? undefined : request.tokenIn);
    return this.call(context, async () => {
      const account = this.sender.account(request.wallet);
      const path = this.path(request.tokenIn, request.tokenOut);
      if (request.tokenIn !== 'native' && (await this.allowance(request.tokenIn, account.address)) < request.amountIn) {
        throw new ChainError('stop', 'allowanceMissing', request.role === 'main' ? 2108 : 2107, context);
      }
      const quotedOut = await this.quote(request.amountIn, request.tokenIn, request.tokenOut);
      const minOut = (quotedOut * BigInt(Math.round((100 - request.slippagePercent) * 100))) / 10_000n;
      const { timestamp } = await this.client.getBlock();
      const deadline = timestamp + BigInt(request.deadlineSeconds ?? DEFAULT_DEADLINE_SECONDS);
      const suffix = request.feeOnTransfer ? 'SupportingFeeOnTransferTokens' : '';
      const to = account.address;
      const gas = await this.gas(request.gasMultiplier);
      const call =
        request.tokenIn === 'native'
          ? { functionName: `swapExactETHForTokens${suffix}`, args: [minOut, path, to, deadline], value: request.amountIn }
          : {
              functionName: `${request.tokenOut === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'}${suffix}`,
              args: [request.amountIn, minOut, path, to, deadline],
            };
      const hash = await this.sender.send(account, this.chain.chainId, () =>
        this.write(account, { address: this.chain.router, abi: ROUTER_ABI, ...call, ...gas }),
      );
      const receipt = await this.settled(hash, context);
      const { amountIn, amountOut } = this.executedAmounts(receipt, request, to);
      return {
        hash,
        blockNumber: receipt.blockNumber,
        quotedOut,
        minOut,
        amountIn,
        amountOut,
        gasUsed: receipt.gasUsed,
        gasPrice: receipt.effectiveGasPrice,
      };
    });
  }

  /**
   * The router call of a swap from `from`, its gas limit (estimate + margin) and gas price, without
   * sending it: the caller signs it with an explicit nonce and journals it first (bots, DEX batch
   * orders). 2107/2108 when the router may not move the wallet's token; the estimate fails as the
   * swap would (slippage, balance, gas).
   */
  async prepareSwap(
    request: Omit<SwapRequest, 'wallet'> & {
      from: Address;
      /** The least the swap may return whatever the slippage allows (a bot's price limit, kept on chain). */
      minAmountOut?: bigint;
    },
  ): Promise<PreparedSwap> {
    const context: ChainCallContext = {
      chain: this.chain.key,
      operation: 'swap',
      wallet: request.from,
      role: request.role ?? 'trading',
      ...(request.tokenIn === 'native' ? {} : { token: request.tokenIn }),
    };
    return this.call(context, async () => {
      const path = this.path(request.tokenIn, request.tokenOut);
      if (request.tokenIn !== 'native' && (await this.allowance(request.tokenIn, request.from)) < request.amountIn) {
        throw new ChainError('stop', 'allowanceMissing', request.role === 'main' ? 2108 : 2107, context);
      }
      const [quotedOut, block, gasPrice] = await Promise.all([
        this.quote(request.amountIn, request.tokenIn, request.tokenOut),
        this.client.getBlock(),
        this.client.getGasPrice(),
      ]);
      const slippageFloor = (quotedOut * BigInt(Math.round((100 - request.slippagePercent) * 100))) / 10_000n;
      const minOut = request.minAmountOut !== undefined && request.minAmountOut > slippageFloor ? request.minAmountOut : slippageFloor;
      const deadline = block.timestamp + BigInt(request.deadlineSeconds ?? DEFAULT_DEADLINE_SECONDS);
      const suffix = request.feeOnTransfer ? 'SupportingFeeOnTransferTokens' : '';
      const native = request.tokenIn === 'native';
      const functionName = native
        ? `swapExactETHForTokens${suffix}`
        : `${request.tokenOut === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'}${suffix}`;
      const args = native ? [minOut, path, request.from, deadline] : [request.amountIn, minOut, path, request.from, deadline];
      const data = encodeFunctionData({ abi: ROUTER_ABI, functionName, args } as Parameters<typeof encodeFunctionData>[0]);
      const value = native ? request.amountIn : 0n;
      const estimate = await this.client.estimateGas({ account: request.from, to: this.chain.router, data, value });
      const multiplier = request.gasMultiplier ?? 1;
      return {
        to: this.chain.router,
        data,
        value,
        gas: estimate + (estimate * GAS_LIMIT_MARGIN_PERCENT) / 100n,
        // Adaptive (0) offers the chain's own price; otherwise that price × the multiplier.
        gasPrice: multiplier === 0 ? gasPrice : (gasPrice * BigInt(Math.round(multiplier * 100))) / 100n,
        quotedOut,
        minOut,
      };
    });
  }

  /** What a mined swap moved for `to`: read from its receipt's Transfer and Withdrawal logs. */
  executedAmounts(receipt: TransactionReceipt, request: Pick<SwapRequest, 'tokenIn' | 'tokenOut' | 'amountIn'>, to: Address) {
    const amountIn = request.tokenIn === 'native' ? request.amountIn : tokenMovedFrom(receipt.logs, request.tokenIn, to);
    const amountOut =
      request.tokenOut === 'native'
        ? nativeUnwrapped(receipt.logs, this.chain.wrappedNative)
        : tokenMovedTo(receipt.logs, request.tokenOut, to);
    return { amountIn, amountOut };
  }

  /** Converts a failure of a chain call made outside this connector (a journalled send) the same way. */
  convert(error: unknown, context: Omit<ChainCallContext, 'chain'>): unknown {
    return convertChainError(error, { chain: this.chain.key, ...context });
  }

  /** Estimates, adds the margin, signs and sends. */
  private async write(
    account: Account,
    request: { address: Address; abi: Abi; functionName: string; args: readonly unknown[]; value?: bigint; gasPrice?: bigint },
  ): Promise<Hash> {
    const parameters = { ...request, account, chain: this.viemChain } as unknown as Parameters<PublicClient['estimateContractGas']>[0];
    const estimate = await this.client.estimateContractGas(parameters);
    const wallet = createWalletClient({ chain: this.viemChain, transport: this.transport, account });
    return wallet.writeContract({ ...(parameters as object), gas: estimate + (estimate * GAS_LIMIT_MARGIN_PERCENT) / 100n } as Parameters<
      typeof wallet.writeContract
    >[0]);
  }

  private context(operation: string, options: SendOptions, token?: Address): ChainCallContext {
    return {
      chain: this.chain.key,
      operation,
      wallet: this.address(options.wallet),
      role: options.role ?? 'trading',
      ...(token ? { token } : {}),
    };
  }

  /** The gas price to offer: the chain's price × the multiplier (1-5), or nothing (adaptive) at 0. */
  private async gas(multiplier = 1): Promise<{ gasPrice?: bigint }> {
    if (multiplier === 0) return {};
    const price = await this.client.getGasPrice();
    return { gasPrice: (price * BigInt(Math.round(multiplier * 100))) / 100n };
  }

  /** Waits for the receipt; a reverted transaction is replayed as a call to learn why. */
  private async settled(hash: Hash, context: ChainCallContext): Promise<TransactionReceipt> {
    const receipt = await this.client.waitForTransactionReceipt({ hash });
    if (receipt.status === 'success') return receipt;
    const transaction = await this.client.getTransaction({ hash });
    if (receipt.gasUsed >= transaction.gas) throw new ChainError('retry', 'outOfGas', undefined, context);
    try {
      await this.client.call({
        account: transaction.from,
        to: transaction.to!,
        data: transaction.input,
        value: transaction.value,
        blockNumber: receipt.blockNumber,
      });
    } catch (error) {
      throw convertChainError(error, context);
    }
    throw new ChainError('reject', 'reverted', undefined, context);
  }

  private async call<T>(context: ChainCallContext | Pick<ChainCallContext, 'operation' | 'token'>, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw convertChainError(error, { chain: this.chain.key, ...context });
    }
  }
}
