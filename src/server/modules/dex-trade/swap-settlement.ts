// What a mined swap did, read from its receipt (not assumed from the quote): the tokens that left
// and reached the wallet, the price they make and the gas paid in the chain's coin.
import { type Address, formatUnits, type TransactionReceipt } from 'viem';
import type { EvmDexConnector } from '../../../engine/connectors/evm/evm-dex-connector.ts';
import type { TradeSide } from '../../../shared/contracts/trade/fields.ts';
import { EVM_NATIVE_DECIMALS, routeOf, type SwapToken } from './dex-market.ts';
import type { SwapSettlement } from './swap-repository.ts';

export function settlementOf(
  connector: EvmDexConnector,
  receipt: TransactionReceipt,
  swap: { base: SwapToken; quote: SwapToken; side: TradeSide; amountIn: bigint; wallet: Address },
): SwapSettlement {
  const gasFee = Number(formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, EVM_NATIVE_DECIMALS));
  const hash = receipt.transactionHash;
  if (receipt.status !== 'success') return { status: 'failed', reason: 'reverted', gasFee, hash };
  const route = routeOf(swap, swap.side);
  const moved = connector.executedAmounts(
    receipt,
    { tokenIn: route.tokenIn, tokenOut: route.tokenOut, amountIn: swap.amountIn },
    swap.wallet,
  );
  const spent = Number(formatUnits(moved.amountIn, route.inToken.decimals));
  const got = Number(formatUnits(moved.amountOut, route.outToken.decimals));
  const [baseAmount, quoteAmount] = swap.side === 'buy' ? [got, spent] : [spent, got];
  return { status: 'done', baseAmount, quoteAmount, price: baseAmount > 0 ? quoteAmount / baseAmount : 0, gasFee, hash };
}
