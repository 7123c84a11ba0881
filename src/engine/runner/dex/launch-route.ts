// How a launch token's swaps reach the chain: on the launch platform's bonding curve while the
// token trades there (buy pays the chain's coin in, sell needs no approval), through the venue's
// Uniswap V2 router once it has graduated (a sale then needs the router approved first). Either way
// a swap is prepared, not sent: the swap sender journals and signs it. What a mined swap moved is
// read from the curve's Trade event, or, for a router swap, from the token's Transfer and the
// wrapped coin's Withdrawal logs.
//
// Limits: a strategy's price limit, when it gives one, is the swap's least output by itself (not
// raised to the slippage floor of the quote as a router swap's is): the launch kinds send many
// wallets' swaps into one block, and each one's limit already allows for the others of its batch
// and for the slippage. Without a limit the quote less the slippage is the floor. A sale of (to
// rounding) a wallet's whole balance sells exactly the balance, so a sell-out leaves no dust.
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  isAddressEqual,
  keccak256,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem';
import { ChainError, type ChainCallContext, revertReason } from '../../connectors/evm/chain-errors.ts';
import type { EvmDexConnector, PreparedSwap } from '../../connectors/evm/evm-dex-connector.ts';
import { LAUNCHPAD_ABI } from '../../connectors/evm/launchpad-abi.ts';
import type { RouteApproval, RouteSwapRequest, SwapRoute } from './evm-swapper.ts';

/** Gas limit over the estimate, in percent (only the gas used is paid). */
const GAS_MARGIN_PERCENT = 50n;
/**
 * The buy that takes a token over the graduation cap also opens its DEX pool (about 2.8M gas): a
 * buy that brings the cap within reach gets at least this much, in case others of its block push
 * the crossing onto it. A batch far from the cap keeps small limits, so all of it fits one block.
 */
const GRADUATION_GAS = 4_000_000n;
const GRADUATION_REACH = 0.8;
/** A sale within this share of the balance sells the whole balance. */
const WHOLE_BALANCE = 1e-9;

type Curve = readonly [bigint, bigint, bigint, bigint, bigint, boolean, Address, Address];

export interface LaunchRouteOptions {
  connector: EvmDexConnector;
  launchpad: Address;
  /** The launch token, once known. */
  token: () => Address | null;
  /** The graduation market cap (wei of the chain's coin). */
  graduationCap: bigint;
}

/** The journal item of a wallet's approval of a token: its own, never 0 (the swaps' item). */
export function approvalItem(token: Address, wallet: Address): number {
  const hash = keccak256(`0x${token.slice(2).toLowerCase()}${wallet.slice(2).toLowerCase()}`);
  return 1 + (Number.parseInt(hash.slice(2, 10), 16) % 0x7fff_fffe);
}

export function launchRoute(options: LaunchRouteOptions): SwapRoute {
  const { connector, launchpad } = options;
  const client = connector.client;
  const chain = connector.chain;

  const tokenOrFail = (context: ChainCallContext): Address => {
    const token = options.token();
    if (!token) throw new ChainError('reject', 'reverted', undefined, context, new Error('the token is not launched yet'));
    return token;
  };

  const curveOf = (token: Address) =>
    client.readContract({ address: launchpad, abi: LAUNCHPAD_ABI, functionName: 'curve', args: [token] }) as Promise<Curve>;

  /** The gas price to offer: the chain's price × the multiplier, or the chain's own at 0 (adaptive). */
  async function gasPrice(multiplier: number): Promise<bigint> {
    const price = await client.getGasPrice();
    return multiplier === 0 ? price : (price * BigInt(Math.round(multiplier * 100))) / 100n;
  }

  /** The launchpad's refusals in the product's terms; anything else as the connector converts it. */
  function convert(error: unknown, context: ChainCallContext): unknown {
    if (error instanceof ChainError) return error;
    const reason = revertReason(error) ?? '';
    if (/Launchpad: SLIPPAGE/.test(reason)) return new ChainError('reject', 'slippage', undefined, context, error);
    if (/Launchpad: BALANCE/.test(reason)) return new ChainError('reject', 'insufficientBalance', undefined, context, error);
    if (/Launchpad:/.test(reason)) return new ChainError('reject', 'reverted', undefined, context, error);
    return connector.convert(error, context);
  }

  /** A sale of (to rounding) the whole balance sells the balance; never more than it. */
  async function saleAmount(token: Address, from: Address, amountIn: bigint): Promise<bigint> {
    const balance = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [from] });
    const close = Number(amountIn - balance) >= -Number(balance) * WHOLE_BALANCE;
    return close || amountIn > balance ? balance : amountIn;
  }

  async function curveSwap(request: RouteSwapRequest, token: Address, curve: Curve): Promise<PreparedSwap> {
    const buy = request.side === 'buy';
    const amountIn = buy ? request.amountIn : await saleAmount(token, request.from, request.amountIn);
    const [quotedOut, price] = await Promise.all([
      client.readContract({
        address: launchpad,
        abi: LAUNCHPAD_ABI,
        functionName: buy ? 'quoteBuy' : 'quoteSell',
        args: [token, amountIn],
      }),
      gasPrice(request.gasMultiplier),
    ]);
    const minOut = request.minAmountOut ?? (quotedOut * BigInt(Math.round((100 - request.slippagePercent) * 100))) / 10_000n;
    const data = buy
      ? encodeFunctionData({ abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, minOut] })
      : encodeFunctionData({ abi: LAUNCHPAD_ABI, functionName: 'sell', args: [token, amountIn, minOut] });
    const value = buy ? amountIn : 0n;
    const estimate = await client.estimateGas({ account: request.from, to: launchpad, data, value });
    let gas = estimate + (estimate * GAS_MARGIN_PERCENT) / 100n;
    if (buy) {
      // The curve's market cap once this buy is in: (native reserve)² / k × supply, in proportion.
      const [nativeReserve, , , , marketCap] = curve;
      const after = nativeReserve + amountIn;
      const capAfter = (marketCap * after * after) / (nativeReserve * nativeReserve);
      if (Number(capAfter) >= Number(options.graduationCap) * GRADUATION_REACH && gas < GRADUATION_GAS) gas = GRADUATION_GAS;
    }
    return { to: launchpad, data, value, gas, gasPrice: price, quotedOut, minOut };
  }

  async function poolSwap(request: RouteSwapRequest, token: Address): Promise<PreparedSwap> {
    const buy = request.side === 'buy';
    const amountIn = buy ? request.amountIn : await saleAmount(token, request.from, request.amountIn);
    return connector.prepareSwap({
      from: request.from,
      tokenIn: buy ? 'native' : token,
      tokenOut: buy ? token : 'native',
      amountIn,
      // A limit is the floor by itself (see above): the quote's slippage floor is then none.
      slippagePercent: request.minAmountOut === undefined ? request.slippagePercent : 100,
      gasMultiplier: request.gasMultiplier,
      role: 'trading',
      ...(request.minAmountOut === undefined ? {} : { minAmountOut: request.minAmountOut }),
    });
  }

  return {
    async approval(request): Promise<RouteApproval | null> {
      if (request.side === 'buy') return null;
      const context: ChainCallContext = { chain: chain.key, operation: 'approve', wallet: request.from, role: 'trading' };
      const token = tokenOrFail(context);
      try {
        const curve = await curveOf(token);
        if (!curve[5]) return null;
        if ((await connector.allowance(token, request.from)) >= request.amountIn) return null;
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.router, maxUint256] });
        const [estimate, price] = await Promise.all([
          client.estimateGas({ account: request.from, to: token, data }),
          gasPrice(request.gasMultiplier),
        ]);
        return {
          token,
          item: approvalItem(token, request.from),
          transaction: { to: token, data, gas: estimate + (estimate * GAS_MARGIN_PERCENT) / 100n, gasPrice: price },
        };
      } catch (error) {
        throw convert(error, { ...context, token });
      }
    },

    async prepare(request) {
      const context: ChainCallContext = { chain: chain.key, operation: 'swap', wallet: request.from, role: 'trading' };
      const token = tokenOrFail(context);
      try {
        const curve = await curveOf(token);
        return curve[5] ? await poolSwap(request, token) : await curveSwap(request, token, curve);
      } catch (error) {
        throw convert(error, request.side === 'sell' ? { ...context, token } : context);
      }
    },

    executedAmounts(receipt: TransactionReceipt, request, wallet) {
      const trades = parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Trade', logs: receipt.logs }).filter(
        (log) => isAddressEqual(log.address, launchpad) && isAddressEqual(log.args.trader, wallet),
      );
      if (trades.length > 0) {
        const native = trades.reduce((sum, log) => sum + log.args.nativeAmount, 0n);
        const tokens = trades.reduce((sum, log) => sum + log.args.tokenAmount, 0n);
        return request.side === 'buy' ? { amountIn: native, amountOut: tokens } : { amountIn: tokens, amountOut: native };
      }
      const token = options.token();
      if (!token) return { amountIn: 0n, amountOut: 0n };
      const [tokenIn, tokenOut] = request.side === 'buy' ? (['native', token] as const) : ([token, 'native'] as const);
      return connector.executedAmounts(receipt, { tokenIn, tokenOut, amountIn: request.amountIn }, wallet);
    },
  };
}
