// The sandbox chain's node: one EVM behind one gate. Every signed transaction it accepts is written
// to the journal before the sender hears its hash, and every block it mines is journaled with the
// time and the transactions it holds, so a restart (kill -9 included) replays exactly what happened.
// A checkpoint every few hundred blocks keeps the replay short. Requests are served one at a time:
// the EVM is single-threaded anyway, and no read can see a block the journal does not hold yet.
import { EventEmitter } from 'node:events';
import { type Hex, keccak256 } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { Journal } from '../store/journal.ts';
import { type ChainCheckpoint, readAccounts, restoreAccounts } from './chain-state.ts';
import { createEvmNode, type EvmNode, JsonRpcError } from './evm-node.ts';
import { ReceiptArchive } from './receipt-archive.ts';
import { StateTracker } from './state-tracker.ts';

export interface ChainNodeOptions {
  dataDir: string;
  chainId: number;
  /** The genesis block's time (seconds), fixed when the chain is first created. */
  genesisTime: number;
  genesisAccounts: { privateKey: Hex; balance: bigint }[];
  /** Take a checkpoint after this many blocks (the replay at start is at most this long). */
  checkpointEveryBlocks?: number;
  /** Seconds since the epoch; tests pass their own. */
  now?: () => number;
}

type JournalRecord = { t: 'tx'; raw: Hex } | { t: 'block'; n: number; ts: number; txs: Hex[] };

/** Calls a client may not make: the node holds no keys (sign locally and send the raw
 *  transaction), and the EVM's test controls would rewrite history the journal cannot replay. */
const REFUSED = /^(eth_sendTransaction|eth_sign|eth_signTransaction|eth_signTypedData.*|personal_.*|hardhat_.*|evm_.*)$/;

export interface MinedBlock {
  number: number;
  timestamp: number;
  transactions: Hex[];
}

export class ChainNode extends EventEmitter<{ block: [MinedBlock] }> {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<Hex, Hex>();
  private height = 0;
  private lastTimestamp: number;
  private sinceCheckpoint = 0;
  /** Transactions mined since the last checkpoint: their receipts are archived when it is taken. */
  private minedSinceCheckpoint: Hex[] = [];
  private closed = false;

  private constructor(
    private readonly evm: EvmNode,
    private readonly journal: Journal,
    private readonly tracker: StateTracker,
    private readonly archive: ReceiptArchive,
    private readonly options: ChainNodeOptions,
    lastTimestamp: number,
  ) {
    super();
    this.lastTimestamp = lastTimestamp;
  }

  static async open(options: ChainNodeOptions): Promise<ChainNode> {
    const { journal, contents } = Journal.open(options.dataDir);
    const checkpoint = contents.snapshot?.state as ChainCheckpoint | undefined;
    const genesisTime = checkpoint ? checkpoint.timestamp - checkpoint.height : options.genesisTime;
    const evm = await createEvmNode({ chainId: options.chainId, genesisAccounts: options.genesisAccounts, genesisTime });
    const tracker = new StateTracker(checkpoint?.tracked);
    for (const { privateKey } of options.genesisAccounts) tracker.touch(privateKeyToAddress(privateKey));
    if (checkpoint) await restoreAccounts(evm, checkpoint);
    const node = new ChainNode(evm, journal, tracker, new ReceiptArchive(options.dataDir), options, checkpoint?.timestamp ?? genesisTime);
    node.height = checkpoint?.height ?? 0;
    for (const raw of checkpoint?.pending ?? []) node.pending.set(keccak256(raw), raw);
    await node.replay(contents.records as unknown as JournalRecord[]);
    return node;
  }

  get blockNumber(): number {
    return this.height;
  }

  /** Serves one JSON-RPC call the way a public node would. */
  request(method: string, params: unknown[] = []): Promise<unknown> {
    if (REFUSED.test(method)) {
      const hint = method.startsWith('eth_s') || method.startsWith('personal_') ? ': sign locally and use eth_sendRawTransaction' : '';
      return Promise.reject(new JsonRpcError(-32601, `the method ${method} is not available on the sandbox chain${hint}`));
    }
    if (method === 'eth_accounts') return Promise.resolve([]);
    if (method === 'eth_sendRawTransaction') return this.exclusive(() => this.accept(params[0] as Hex));
    if (method === 'eth_getTransactionReceipt' || method === 'eth_getTransactionByHash') {
      return this.exclusive(() => this.lookUpTransaction(method, params[0] as Hex));
    }
    return this.exclusive(() => this.evm.request(method, params));
  }

  /** Mines the next block with whatever is pending. */
  mineBlock(): Promise<MinedBlock> {
    return this.exclusive(async () => {
      const now = Math.floor((this.options.now ?? (() => Date.now() / 1000))());
      const block = await this.mineAt(Math.max(now, this.lastTimestamp + 1));
      this.journal.append({ t: 'block', n: block.number, ts: block.timestamp, txs: block.transactions });
      await this.journal.sync();
      this.sinceCheckpoint += 1;
      if (this.sinceCheckpoint >= (this.options.checkpointEveryBlocks ?? 600)) await this.checkpoint();
      queueMicrotask(() => this.emit('block', block));
      return block;
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.exclusive(() => this.checkpoint());
    await this.journal.close();
    this.archive.close();
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async accept(raw: Hex): Promise<Hex> {
    const hash = (await this.evm.request('eth_sendRawTransaction', [raw])) as Hex;
    this.journal.append({ t: 'tx', raw });
    this.pending.set(hash, raw);
    await this.journal.sync();
    return hash;
  }

  /** A transaction from a block a checkpoint folded away is answered from the archive. */
  private async lookUpTransaction(method: string, hash: Hex): Promise<unknown> {
    const live = await this.evm.request(method, [hash]);
    if (live !== null && live !== undefined) return live;
    const archived = this.archive.get(hash);
    if (!archived) return null;
    return method === 'eth_getTransactionReceipt' ? archived.receipt : archived.transaction;
  }

  private async mineAt(timestamp: number): Promise<MinedBlock> {
    for (const trace of await this.evm.mine(timestamp)) this.tracker.record(trace);
    const block = (await this.evm.request('eth_getBlockByNumber', ['latest', false])) as {
      number: Hex;
      timestamp: Hex;
      transactions: Hex[];
    };
    for (const hash of block.transactions) this.pending.delete(hash);
    this.minedSinceCheckpoint.push(...block.transactions);
    this.height = Number(block.number);
    this.lastTimestamp = Number(block.timestamp);
    return { number: this.height, timestamp: this.lastTimestamp, transactions: block.transactions };
  }

  /** Re-runs the journal: each block gets exactly its transactions, in order, at its time; what
   *  was accepted but never mined goes back into the mempool at the end. */
  private async replay(records: JournalRecord[]): Promise<void> {
    const raws = new Map<Hex, Hex>(this.pending);
    for (const record of records) {
      if (record.t === 'tx') {
        raws.set(keccak256(record.raw), record.raw);
        this.pending.set(keccak256(record.raw), record.raw);
        continue;
      }
      if (record.n <= this.height) continue;
      for (const hash of record.txs) {
        const raw = raws.get(hash);
        if (raw) await this.evm.request('eth_sendRawTransaction', [raw]);
      }
      const block = await this.mineAt(record.ts);
      if (block.number !== record.n || block.transactions.join() !== record.txs.join()) {
        throw new Error(`sandbox chain replay diverged at block ${record.n}: the journal in ${this.options.dataDir} does not match`);
      }
      this.sinceCheckpoint += 1;
    }
    for (const raw of this.pending.values()) await this.evm.request('eth_sendRawTransaction', [raw]).catch(() => undefined);
  }

  private async checkpoint(): Promise<void> {
    const pending: Hex[] = [];
    for (const [hash, raw] of this.pending) {
      if (await this.evm.request('eth_getTransactionByHash', [hash])) pending.push(raw);
      else this.pending.delete(hash);
    }
    const state: ChainCheckpoint = {
      height: this.height,
      timestamp: this.lastTimestamp,
      accounts: await readAccounts(this.evm, this.tracker),
      tracked: this.tracker.save(),
      pending,
    };
    const mined = [];
    for (const hash of this.minedSinceCheckpoint) {
      const [receipt, transaction] = await Promise.all([
        this.evm.request('eth_getTransactionReceipt', [hash]),
        this.evm.request('eth_getTransactionByHash', [hash]),
      ]);
      if (receipt) mined.push({ hash, receipt, transaction });
    }
    // Archived first: once the snapshot is written, these blocks are no longer replayed.
    this.archive.add(mined);
    this.journal.writeSnapshot(state);
    this.minedSinceCheckpoint = [];
    this.sinceCheckpoint = 0;
  }
}
