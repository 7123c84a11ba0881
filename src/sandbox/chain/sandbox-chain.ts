// Starts a sandbox chain on a data folder: the node (restored from its journal), the contracts
// (deployed on first start, and what a chain from before the launchpad and the NFT market lacks
// on a later one), the simulations (swappers, launchers, new pairs, NFT traders) and the JSON-RPC
// endpoint, and mines a block every interval so confirmations and deadlines behave as on a real
// chain.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Address, type Hex, keccak256, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { lockDir } from '../store/dir-lock.ts';
import { type NodeClients, nodeClients } from './chain-client.ts';
import { ChainNode, type MinedBlock } from './chain-node.ts';
import { type ChainContracts, deployWorld } from './deploy.ts';
import { deployExtras } from './deploy-extras.ts';
import { createLaunchers } from './launchers.ts';
import { createNewPairs } from './new-pairs.ts';
import { createNftTraders } from './nft-traders.ts';
import { startRpcServer } from './rpc-server.ts';
import { type Simulation, startSimulations } from './simulations.ts';
import { createSwappers, fundSwappers } from './swappers.ts';
import { DEPLOYER_BALANCE, NFT_COLLECTIONS, SANDBOX_CHAIN_ID } from './world.ts';

export interface SandboxChainOptions {
  dataDir: string;
  /** Loopback port for JSON-RPC; 0 picks a free one. */
  port?: number;
  /** Seeds the funded account's key and the swappers. */
  seed?: string;
  /** How often a block is mined; 0 mines only when asked (tests). */
  blockIntervalMs?: number;
  /** Simulated traders on the pools (on by default). */
  swappers?: boolean;
  /** Simulated launches and trades on the launchpad; as `swappers` unless set. */
  launchers?: boolean;
  /** A new token and pair on the DEX every few minutes; as `swappers` unless set. */
  newPairs?: boolean;
  /** Simulated listings and sales on the NFT market; as `swappers` unless set. */
  nftTraders?: boolean;
  checkpointEveryBlocks?: number;
  /** The chain's clock in seconds since the epoch (tests pass a virtual one). */
  now?: () => number;
}

export interface SandboxChain {
  rpcUrl: string;
  chainId: number;
  /** A funded account: the deployer, holding most of every token and native coin. */
  privateKey: Hex;
  address: Address;
  contracts: ChainContracts;
  node: ChainNode;
  /** Mines the next block now and waits for the simulations' transactions on it to be sent. */
  mine(): Promise<MinedBlock>;
  close(): Promise<void>;
}

interface ChainFile {
  chainId: number;
  seed: string;
  genesisTime: number;
  contracts?: ChainContracts;
}

function writeAtomically(file: string, value: unknown) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

function hasEveryCollection(contracts: ChainContracts): boolean {
  return NFT_COLLECTIONS.every((spec) => contracts.nftCollections?.[spec.symbol]);
}

type SimulationFactory = (clients: NodeClients, contracts: ChainContracts, seed: string) => Simulation;

/** The simulations the options turn on, in the order they act on each block. */
function chosenSimulations(options: SandboxChainOptions): SimulationFactory[] {
  const on = (choice: boolean | undefined) => choice ?? options.swappers !== false;
  const chosen: [boolean, SimulationFactory][] = [
    [options.swappers !== false, createSwappers],
    [on(options.launchers), createLaunchers],
    [on(options.newPairs), createNewPairs],
    [on(options.nftTraders), createNftTraders],
  ];
  return chosen.filter(([enabled]) => enabled).map(([, create]) => create);
}

export async function startSandboxChain(options: SandboxChainOptions): Promise<SandboxChain> {
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDir(options.dataDir);
  const chainFile = join(options.dataDir, 'chain.json');
  const saved: ChainFile = existsSync(chainFile)
    ? JSON.parse(readFileSync(chainFile, 'utf8'))
    : { chainId: SANDBOX_CHAIN_ID, seed: options.seed ?? '1', genesisTime: Math.floor(options.now?.() ?? Date.now() / 1000) };
  const privateKey = keccak256(toHex(`mm-console sandbox chain ${saved.seed} deployer`));
  const node = await ChainNode.open({
    dataDir: options.dataDir,
    chainId: saved.chainId,
    genesisTime: saved.genesisTime,
    genesisAccounts: [{ privateKey, balance: DEPLOYER_BALANCE }],
    checkpointEveryBlocks: options.checkpointEveryBlocks,
    now: options.now,
  });
  const clients = nodeClients(node, saved.chainId);
  if (!saved.contracts) {
    saved.contracts = await deployWorld(node, clients, privateKey);
    await fundSwappers(node, clients, privateKey, saved.contracts, saved.seed);
    writeAtomically(chainFile, saved);
  }
  if (!saved.contracts.launchpad || !saved.contracts.nftMarket || !hasEveryCollection(saved.contracts)) {
    saved.contracts = await deployExtras(node, clients, privateKey, saved.contracts, saved.seed);
    writeAtomically(chainFile, saved);
  }
  const contracts = saved.contracts;
  const simulations = startSimulations(
    node,
    clients,
    chosenSimulations(options).map((create) => create(clients, contracts, saved.seed)),
  );
  const { url, server } = await startRpcServer(node, options.port ?? 0);
  const interval = options.blockIntervalMs ?? 1000;
  const timer = interval > 0 ? setInterval(() => void node.mineBlock().catch(() => undefined), interval) : undefined;

  let closing: Promise<void> | undefined;
  return {
    rpcUrl: url,
    chainId: saved.chainId,
    privateKey,
    address: privateKeyToAddress(privateKey),
    contracts,
    node,
    async mine() {
      const block = await node.mineBlock();
      await new Promise((resolve) => setImmediate(resolve));
      await simulations.settled();
      return block;
    },
    close: () =>
      (closing ??= (async () => {
        clearInterval(timer);
        simulations.stop();
        await simulations.settled();
        await server.close();
        await node.close();
        release();
      })()),
  };
}
