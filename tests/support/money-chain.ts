// A hardhat chain in the test's own process for the money tests: blocks only when the test mines
// them, evm_snapshot/evm_revert for reorganisations, hardhat_setNextBlockBaseFeePerGas for gas
// prices that rise, and a client whose JSON-RPC calls a test can step between (a block mined
// between two reads, a node refusing large log ranges) the way a real, busy provider behaves.
import {
  type Address,
  custom,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  parseEther,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DexChain } from '../../src/engine/connectors/evm/dex-chains.ts';
import { ReceiptWatcher } from '../../src/engine/wallets/receipt-watcher.ts';
import { WalletChain } from '../../src/engine/wallets/wallet-chain.ts';
import { SANDBOX_TOKEN } from '../../src/sandbox/chain/artifacts.ts';
import { createEvmNode, type EvmNode } from '../../src/sandbox/chain/evm-node.ts';

const CHAIN_ID = 31_337;

/** Sits between the client and the node: answer, change, refuse or step between calls. */
export type RpcStep = (method: string, params: unknown[], forward: () => Promise<unknown>) => Promise<unknown>;

export interface MoneyChain {
  evm: EvmNode;
  dexChain: DexChain;
  /** The client the code under test uses (through `step`). */
  wallet: WalletChain;
  receipts: ReceiptWatcher;
  /** Holds all the USDT (6 decimals) and plenty of coin. */
  funderKey: Hex;
  usdt: Address;
  /** Set by a test to intercept calls; cleared by `reset`. */
  step: RpcStep | undefined;
  mine(blocks?: number): Promise<void>;
  height(): Promise<number>;
  /** Sends a signed transaction straight to the node (not through `step`). */
  sendRaw(raw: Hex): Promise<Hex>;
  /** A USDT transfer from the funder, signed but not sent. */
  signUsdt(to: Address, amount: string, nonce?: number): Promise<Hex>;
  /** Funds an address with coin, mined at once. */
  fund(to: Address, wei?: bigint): Promise<void>;
  reset(): void;
}

export async function startMoneyChain(): Promise<MoneyChain> {
  const funderKey = keccak256(toHex('money tests funder'));
  const funder = privateKeyToAccount(funderKey);
  let time = Math.floor(Date.now() / 1000) - 1_000_000;
  const evm = await createEvmNode({
    chainId: CHAIN_ID,
    genesisAccounts: [{ privateKey: funderKey, balance: parseEther('1000000') }],
    genesisTime: time,
  });
  const dexChain: DexChain = {
    key: 'SANDBOX',
    name: 'Money test chain',
    chainId: CHAIN_ID,
    dex: 'none',
    router: '0x0000000000000000000000000000000000000001',
    factory: '0x0000000000000000000000000000000000000002',
    wrappedNative: '0x0000000000000000000000000000000000000003',
    nativeSymbol: 'ETH',
    rpcUrl: 'http://in-process',
  };
  const chain: MoneyChain = {
    evm,
    dexChain,
    step: undefined,
    funderKey,
    usdt: '0x0000000000000000000000000000000000000000',
    wallet: undefined as unknown as WalletChain,
    receipts: undefined as unknown as ReceiptWatcher,
    async mine(blocks = 1) {
      if (blocks <= 5) {
        for (let i = 0; i < blocks; i++) await evm.mine(++time);
        return;
      }
      await evm.request('hardhat_mine', [`0x${blocks.toString(16)}`, '0x1']);
      const latest = (await evm.request('eth_getBlockByNumber', ['latest', false])) as { timestamp: Hex };
      time = Number(latest.timestamp);
    },
    async height() {
      return Number(await evm.request('eth_blockNumber'));
    },
    sendRaw: async (raw) => (await evm.request('eth_sendRawTransaction', [raw])) as Hex,
    async signUsdt(to, amount, nonce) {
      return funder.signTransaction({
        type: 'legacy',
        chainId: CHAIN_ID,
        nonce: nonce ?? Number(await evm.request('eth_getTransactionCount', [funder.address, 'pending'])),
        to: chain.usdt,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] }),
        gas: 100_000n,
        gasPrice: 2_000_000_000n,
      });
    },
    async fund(to, wei = parseEther('1')) {
      const raw = await funder.signTransaction({
        type: 'legacy',
        chainId: CHAIN_ID,
        nonce: Number(await evm.request('eth_getTransactionCount', [funder.address, 'pending'])),
        to,
        value: wei,
        gas: 21_000n,
        gasPrice: 2_000_000_000n,
      });
      await chain.sendRaw(raw);
      await chain.mine();
    },
    reset() {
      chain.step = undefined;
    },
  };
  const transport = custom(
    {
      request: ({ method, params }: { method: string; params?: unknown[] }) => {
        const forward = () => evm.request(method, params ?? []);
        return chain.step ? chain.step(method, params ?? [], forward) : forward();
      },
    },
    { retryCount: 0 },
  );
  chain.wallet = new WalletChain(dexChain, transport);
  chain.receipts = new ReceiptWatcher(chain.wallet, { pollMs: 20 });
  const deploy = await funder.signTransaction({
    type: 'legacy',
    chainId: CHAIN_ID,
    nonce: 0,
    data: encodeDeployData({
      abi: SANDBOX_TOKEN.abi,
      bytecode: SANDBOX_TOKEN.bytecode,
      args: ['Tether USD', 'USDT', 6, parseUnits('1000000000', 6)],
    }),
    gas: 5_000_000n,
    gasPrice: 2_000_000_000n,
  });
  const hash = await chain.sendRaw(deploy);
  await chain.mine();
  const receipt = (await evm.request('eth_getTransactionReceipt', [hash])) as { contractAddress: Address };
  chain.usdt = receipt.contractAddress;
  return chain;
}
