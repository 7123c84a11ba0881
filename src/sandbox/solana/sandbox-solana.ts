// Starts the sandbox Solana network on a data folder: the node (restored from its snapshot and
// journal), the world (created at the first start: the funded wallet, the faucet, the USDC, USDT
// and DEMO mints, then whatever `onGenesis` adds) and the JSON-RPC + websocket endpoint on
// loopback. world.json records the world once genesis is complete; a folder without it holds an
// unfinished genesis that nobody was ever served from, and starts over.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Address } from '@solana/kit';
import { lockDir } from '../store/dir-lock.ts';
import { type SeededKeypair, seededHash, seededKeypair } from './seeded-keys.ts';
import { Faucet } from './faucet.ts';
import { createGenesis, type Mints } from './genesis.ts';
import { type SolanaRpcServer, startSolanaRpcServer } from './rpc-server.ts';
import { SvmNode, type SvmProgram } from './svm-node.ts';

export interface GenesisContext {
  node: SvmNode;
  seed: string;
  /** The funded wallet (mint authority of every genesis token). */
  keypair: SeededKeypair;
  mints: Mints;
}

export interface SandboxSolanaOptions {
  dataDir: string;
  /** Loopback port for JSON-RPC (the websocket takes the next one); 0 picks a free one. */
  port?: number;
  /** Seeds every key of the world (first start only; later starts keep the saved one). */
  seed?: string;
  /** Milliseconds per slot; 0 advances only on node.advanceSlot(). Default 400. */
  slotMs?: number;
  /** Seconds since the epoch, for the clock sysvar. */
  now?: () => number;
  /** Compiled programs loaded on every start, before the journal replays (e.g. the sandbox AMM). */
  programs?: SvmProgram[];
  /**
   * Runs once, at genesis, after the mints exist and before the world is saved: where the sandbox
   * AMM's pools are created. Whatever it does through the node is journaled and snapshotted.
   */
  onGenesis?: (genesis: GenesisContext) => Promise<void>;
}

export interface SandboxSolana {
  rpcUrl: string;
  wsUrl: string;
  keypair: { address: Address; secretKeyBase58: string };
  mints: Mints;
  node: SvmNode;
  close(): Promise<void>;
}

interface WorldFile {
  seed: string;
  keypair: Address;
  mints: Mints;
}

const NODE_FILES = /^(snapshot\.json(\.tmp)?|journal-\d+\.jsonl|history(\.old)?\.jsonl)$/;

function writeAtomically(file: string, value: unknown): void {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/** The world's first start: funds, mints, then the integrator's additions, all in the genesis snapshot. */
async function genesis(
  node: SvmNode,
  seed: string,
  funded: SeededKeypair,
  faucet: SeededKeypair,
  onGenesis: SandboxSolanaOptions['onGenesis'],
): Promise<Mints> {
  const mints = await createGenesis(node, seed, funded, faucet);
  await onGenesis?.({ node, seed, keypair: funded, mints });
  node.snapshot();
  return mints;
}

export async function startSandboxSolana(options: SandboxSolanaOptions): Promise<SandboxSolana> {
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDir(options.dataDir);
  try {
    const worldFile = join(options.dataDir, 'world.json');
    const saved = existsSync(worldFile) ? (JSON.parse(readFileSync(worldFile, 'utf8')) as WorldFile) : null;
    if (!saved) {
      for (const name of readdirSync(options.dataDir)) if (NODE_FILES.test(name)) rmSync(join(options.dataDir, name), { force: true });
    }
    const seed = saved?.seed ?? options.seed ?? '1';
    const funded = seededKeypair(seed, 'funded wallet');
    const faucetKeys = seededKeypair(seed, 'faucet');
    const node = SvmNode.open({ dataDir: options.dataDir, slotMs: options.slotMs, now: options.now, programs: options.programs });
    let mints: Mints;
    let server: SolanaRpcServer;
    try {
      mints = saved?.mints ?? (await genesis(node, seed, funded, faucetKeys, options.onGenesis));
      if (!saved) writeAtomically(worldFile, { seed, keypair: funded.address, mints } satisfies WorldFile);
      const world = {
        node,
        faucet: new Faucet(node, faucetKeys),
        genesisHash: seededHash(seed, 'genesis'),
        identity: seededKeypair(seed, 'validator identity').address,
      };
      server = await startSolanaRpcServer(world, options.port ?? 0);
    } catch (error) {
      await node.close();
      throw error;
    }
    let closing: Promise<void> | undefined;
    return {
      rpcUrl: server.rpcUrl,
      wsUrl: server.wsUrl,
      keypair: { address: funded.address, secretKeyBase58: funded.secretKeyBase58 },
      mints,
      node,
      close: () =>
        (closing ??= (async () => {
          await server.close();
          await node.close();
          release();
        })()),
    };
  } catch (error) {
    release();
    throw error;
  }
}
