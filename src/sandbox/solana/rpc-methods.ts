// Every JSON-RPC method the sandbox answers, by name: the cluster's clock and identity here, the
// account reads (rpc-account-methods.ts) and the transaction side (rpc-tx-methods.ts) beside. A name
// not in the table is -32601, as on Solana.
import { type RpcHandler, accountMethods } from './rpc-account-methods.ts';
import { epochOf, SLOTS_PER_EPOCH } from './commitment.ts';
import type { Faucet } from './faucet.ts';
import { u64 } from './json-bigint.ts';
import { RPC_BLOCK_NOT_AVAILABLE, RPC_LONG_TERM_STORAGE_SLOT_SKIPPED, RpcError } from './rpc-error.ts';
import { API_VERSION, checkMinContextSlot, commitmentOf, configAt, context, u64Param } from './rpc-params.ts';
import { transactionMethods } from './rpc-tx-methods.ts';
import type { SvmNode } from './svm-node.ts';

export type { RpcHandler };

export interface RpcWorld {
  node: SvmNode;
  faucet: Faucet;
  /** Names the network: derived from the seed, so a restart answers the same. */
  genesisHash: string;
  /** The "validator" identity (getIdentity, getSlotLeader). */
  identity: string;
}

/** A fixed feature-set id: LiteSVM runs with the features it enables, not a numbered release's. */
const FEATURE_SET = 3_640_012_085;

function clusterMethods(world: RpcWorld): Record<string, RpcHandler> {
  const { node } = world;
  const slotFor = (params: unknown[], configIndex: number) => {
    const config = configAt(params, configIndex);
    const slot = node.slotAt(commitmentOf(config));
    checkMinContextSlot(config, slot);
    return slot;
  };
  const oldestSlot = () => Math.min(node.history.firstSlot() ?? node.slot, Math.max(0, node.slot - 299));

  return {
    getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': API_VERSION }),
    getHealth: () => 'ok',
    getGenesisHash: () => world.genesisHash,
    getIdentity: () => ({ identity: world.identity }),
    getSlotLeader: () => world.identity,
    getSlot: (params) => slotFor(params, 0),
    getBlockHeight: (params) => slotFor(params, 0),
    getMaxRetransmitSlot: () => node.slot,
    getMaxShredInsertSlot: () => node.slot,
    getTransactionCount: (params) => {
      slotFor(params, 0);
      return node.transactionCount;
    },
    getEpochInfo(params) {
      const slot = slotFor(params, 0);
      const { epoch, slotIndex } = epochOf(slot);
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch,
        slotIndex,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: node.transactionCount,
      };
    },
    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
      slotsPerEpoch: SLOTS_PER_EPOCH,
      warmup: false,
    }),
    getLatestBlockhash(params) {
      const config = configAt(params, 0);
      const latest = node.latestBlockhash(commitmentOf(config));
      checkMinContextSlot(config, latest.slot);
      return { context: context(latest.slot), value: { blockhash: latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight } };
    },
    isBlockhashValid(params) {
      const slot = slotFor(params, 1);
      return { context: context(slot), value: typeof params[0] === 'string' && node.isBlockhashValid(params[0]) };
    },
    getMinimumBalanceForRentExemption(params) {
      const size = u64Param(params[0] ?? 0, 'the data length');
      return u64(node.minimumBalanceForRentExemption(Number(size)));
    },
    getFirstAvailableBlock: () => oldestSlot(),
    minimumLedgerSlot: () => oldestSlot(),
    getBlockTime(params) {
      const slot = Number(u64Param(params[0], 'slot'));
      if (slot > node.slot) throw new RpcError(RPC_BLOCK_NOT_AVAILABLE, `Block not available for slot ${slot}`);
      const time = node.blockTimeOf(slot);
      if (time === undefined)
        throw new RpcError(RPC_LONG_TERM_STORAGE_SLOT_SKIPPED, `Slot ${slot} was skipped, or missing in long-term storage`);
      return time;
    },
  };
}

export function createRpcMethods(world: RpcWorld): Record<string, RpcHandler> {
  return { ...clusterMethods(world), ...accountMethods(world.node), ...transactionMethods(world.node, world.faucet) };
}
