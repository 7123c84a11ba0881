// A real EVM in this process: Hardhat 2's network provider (EDR, the Rust EVM Hardhat ships). It
// never mines by itself: the chain mines on its own clock so every block can be journaled, and
// each mined block's execution traces are handed back so the state they touched can be saved.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** One item of EDR's execution trace: a message (call or create), one opcode step, or a result. */
export type TraceItem =
  | { to?: Uint8Array; caller: Uint8Array; value: bigint; depth: number }
  | { pc: bigint; opcode: string; stack: bigint[]; depth: number }
  | { executionResult: { contractAddress?: Uint8Array } };

interface EdrResponse {
  data: string | { result?: unknown; error?: { code: number; message: string; data?: unknown } };
  traces: { trace: TraceItem[] }[];
}

interface EdrProviderWrapper {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  _provider: { handleRequest(json: string): Promise<EdrResponse> };
}

export interface EvmNodeOptions {
  chainId: number;
  /** Accounts funded in the genesis block (native balance in wei). */
  genesisAccounts: { privateKey: string; balance: bigint }[];
  /** The genesis block's time, seconds since the epoch. */
  genesisTime: number;
}

export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'JsonRpcError';
  }
}

export interface EvmNode {
  /** Any JSON-RPC call; errors come back as JsonRpcError with the EVM's own code and message. */
  request(method: string, params?: unknown[]): Promise<unknown>;
  /** Mines one block with the pending transactions at the given time; returns its traces. */
  mine(timestamp: number): Promise<TraceItem[][]>;
}

/**
 * EDR words two common errors its own way; clients (viem, ethers, wallets) recognise the words
 * Ethereum nodes use. A sender short of funds becomes geth's "insufficient funds for gas * price +
 * value". A revert ({code: -32000, message: "reverted with reason string 'X'", data: {data:
 * '0x08c379a0…'}}) becomes code 3, "execution reverted: X", the revert data as a hex string.
 */
function asNodeError(error: { code: number; message: string; data?: unknown }): JsonRpcError {
  if (error.message.startsWith("Sender doesn't have enough funds")) {
    return new JsonRpcError(-32000, `insufficient funds for gas * price + value: ${error.message}`);
  }
  const revertData = (error.data as { data?: unknown } | undefined)?.data;
  if (typeof revertData !== 'string' || !revertData.startsWith('0x')) return new JsonRpcError(error.code, error.message, error.data);
  const reason = /reverted with reason string '(.*)'$/s.exec(error.message)?.[1];
  return new JsonRpcError(3, reason === undefined ? 'execution reverted' : `execution reverted: ${reason}`, revertData);
}

export async function createEvmNode(options: EvmNodeOptions): Promise<EvmNode> {
  const { createHardhatNetworkProvider } = require('hardhat/internal/hardhat-network/provider/provider') as {
    createHardhatNetworkProvider(config: object, logger: object, artifacts: undefined): Promise<EdrProviderWrapper>;
  };
  const { defaultHardhatNetworkParams } = require('hardhat/internal/core/config/default-config') as {
    defaultHardhatNetworkParams: Record<string, unknown>;
  };
  const wrapper = await createHardhatNetworkProvider(
    {
      ...defaultHardhatNetworkParams,
      chainId: options.chainId,
      networkId: options.chainId,
      hardfork: 'cancun',
      automine: false,
      intervalMining: 0,
      mempoolOrder: 'fifo',
      genesisAccounts: options.genesisAccounts.map(({ privateKey, balance }) => ({ privateKey, balance: balance.toString() })),
      // A zero base fee stays zero: gas costs are the gas price a sender offers, as on BSC, and a
      // replayed block costs exactly what it cost the first time.
      initialBaseFeePerGas: 0,
      minGasPrice: 0n,
      blockGasLimit: 30_000_000,
      initialDate: new Date(options.genesisTime * 1000),
      // Every block a later second, as on a real chain: a call or an estimate then runs in a block
      // after the last one (a Uniswap pair traded in the last block writes its cumulative prices
      // in the next, and an estimate that missed that would run the swap out of gas).
      allowBlocksWithSameTimestamp: false,
      throwOnTransactionFailures: false,
      throwOnCallFailures: true,
      allowUnlimitedContractSize: false,
      enableTransientStorage: false,
      enableRip7212: false,
    },
    { enabled: false },
    undefined,
  );
  const edr = wrapper._provider;

  async function call(method: string, params: unknown[] = []): Promise<EdrResponse> {
    const response = await edr.handleRequest(JSON.stringify({ method, params }));
    const data = typeof response.data === 'string' ? JSON.parse(response.data) : response.data;
    if (data.error) throw asNodeError(data.error);
    return { data, traces: response.traces };
  }

  return {
    async request(method, params = []) {
      const { data } = await call(method, params);
      return (data as { result: unknown }).result;
    },
    async mine(timestamp) {
      const { traces } = await call('evm_mine', [timestamp]);
      return traces.map((trace) => trace.trace);
    },
  };
}
