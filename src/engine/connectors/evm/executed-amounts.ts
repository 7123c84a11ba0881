// What a swap really moved, read from its receipt's logs rather than assumed from the quote: the
// input token that left the wallet and the output that reached it. This is what fee-on-transfer
// tokens make necessary (the receiver gets less than the pair sent) and what a log shows the user.
import { type Address, erc20Abi, isAddressEqual, type Log, parseEventLogs } from 'viem';
import { WRAPPED_NATIVE_ABI } from './uniswap-v2-abi.ts';

export interface SwapLeg {
  /** The ERC-20 moved, or 'native' for the chain's coin (through the wrapped native token). */
  token: Address | 'native';
}

export function tokenMovedTo(logs: Log[], token: Address, to: Address): bigint {
  return parseEventLogs({ abi: erc20Abi, logs, eventName: 'Transfer' })
    .filter((log) => isAddressEqual(log.address, token) && isAddressEqual(log.args.to, to))
    .reduce((sum, log) => sum + log.args.value, 0n);
}

export function tokenMovedFrom(logs: Log[], token: Address, from: Address): bigint {
  return parseEventLogs({ abi: erc20Abi, logs, eventName: 'Transfer' })
    .filter((log) => isAddressEqual(log.address, token) && isAddressEqual(log.args.from, from))
    .reduce((sum, log) => sum + log.args.value, 0n);
}

/** Native coin paid out by unwrapping: the wrapped token's Withdrawal events (the router unwraps, then sends). */
export function nativeUnwrapped(logs: Log[], wrappedNative: Address): bigint {
  return parseEventLogs({ abi: WRAPPED_NATIVE_ABI, logs, eventName: 'Withdrawal' })
    .filter((log) => isAddressEqual(log.address, wrappedNative))
    .reduce((sum, log) => sum + log.args.wad, 0n);
}
