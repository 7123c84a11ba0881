// A checkpoint of the chain: every account the tracker knows, with its balance, nonce, code and
// written storage, plus the height and time of the last block. Restoring writes them into a fresh
// EVM and mines up to the same height, so balances, pools, deployed addresses and the block number
// all carry on where they were.
import type { Hex } from 'viem';
import type { EvmNode } from './evm-node.ts';
import type { StateTracker, TrackedState } from './state-tracker.ts';

export interface SavedAccount {
  address: Hex;
  balance: Hex;
  nonce: Hex;
  code: Hex;
  storage: Record<string, Hex>;
}

export interface ChainCheckpoint {
  height: number;
  timestamp: number;
  accounts: SavedAccount[];
  tracked: TrackedState;
  /** Signed transactions accepted but not yet mined. */
  pending: Hex[];
}

const ZERO_WORD = /^0x0*$/;

export async function readAccounts(evm: EvmNode, tracker: StateTracker): Promise<SavedAccount[]> {
  const accounts: SavedAccount[] = [];
  for (const address of tracker.addresses()) {
    const [balance, nonce, code] = (await Promise.all([
      evm.request('eth_getBalance', [address, 'latest']),
      evm.request('eth_getTransactionCount', [address, 'latest']),
      evm.request('eth_getCode', [address, 'latest']),
    ])) as Hex[];
    const storage: Record<string, Hex> = {};
    for (const slot of tracker.slots(address)) {
      const value = (await evm.request('eth_getStorageAt', [address, slot, 'latest'])) as Hex;
      if (!ZERO_WORD.test(value)) storage[slot] = value;
    }
    accounts.push({ address, balance: balance!, nonce: nonce!, code: code!, storage });
  }
  return accounts;
}

/** Writes the saved accounts into `evm` (fresh, at genesis) and mines to the saved height, one
 *  second a block, so the last block has the saved time (genesis was set `height` seconds earlier). */
export async function restoreAccounts(evm: EvmNode, checkpoint: ChainCheckpoint): Promise<void> {
  for (const account of checkpoint.accounts) {
    await evm.request('hardhat_setBalance', [account.address, account.balance]);
    if (!ZERO_WORD.test(account.nonce)) await evm.request('hardhat_setNonce', [account.address, account.nonce]);
    if (account.code !== '0x') await evm.request('hardhat_setCode', [account.address, account.code]);
    for (const [slot, value] of Object.entries(account.storage)) await evm.request('hardhat_setStorageAt', [account.address, slot, value]);
  }
  if (checkpoint.height > 0) await evm.request('hardhat_mine', [`0x${checkpoint.height.toString(16)}`, '0x1']);
}
