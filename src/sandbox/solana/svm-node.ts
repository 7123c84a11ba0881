// The sandbox Solana network's node: one LiteSVM, a slot every 400 ms with a fresh blockhash and the
// clock sysvar following, Solana's admission rules in front of it (signatures, a 150-block
// blockhash window or a durable nonce, no transaction twice, preflight simulation unless skipped),
// and the history and account index the RPC answers from. Every slot started and every transaction
// that lands is journaled, the transaction synced before its sender hears the signature; a periodic
// snapshot of the whole SVM keeps the replay at start short. LiteSVM runs synchronously, so each
// transaction executes and is journaled in one uninterrupted step, in the order it is applied.
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import type { Address, Transaction } from '@solana/kit';
import { Clock, LiteSVM } from 'litesvm';
import { AccountIndex } from './account-index.ts';
import { BlockhashWindow, lastValidBlockHeight, REMEMBERED_SLOTS } from './blockhash-window.ts';
import { messageDecoder, transactionEncoder } from './codecs.ts';
import { type Commitment, type Confirmation, commitmentSlot, confirmationOf, epochOf } from './commitment.ts';
import { transactionFee } from './fees.ts';
import { HistoryArchive } from './history-archive.ts';
import { invalidParams, preflightFailure, signatureFailure } from './rpc-error.ts';
import { type SvmRecord, SvmJournal } from './svm-journal.ts';
import { type AccountState, NativeSvm } from './svm-native.ts';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-accounts.ts';
import { fieldlessError, type TransactionErrorJson } from './tx-errors.ts';
import { type Execution, execute, type Simulation, simulate } from './tx-executor.ts';
import { TxHistory, type TxRecord } from './tx-history.ts';
import { hasValidLifetime } from './tx-lifetime.ts';
import { decodeWireTransaction, WireError, type WireTransaction } from './wire-transaction.ts';

export interface SvmProgram {
  programId: Address;
  /** The compiled program (.so). */
  bytes: Uint8Array;
}

export interface SvmNodeOptions {
  dataDir: string;
  /** Milliseconds per slot; 0: slots advance only on advanceSlot() (tests). Default 400. */
  slotMs?: number;
  /** Seconds since the epoch (the clock sysvar's unix_timestamp); tests pass a virtual clock. */
  now?: () => number;
  /** Programs loaded on every start, before the journal replays. */
  programs?: SvmProgram[];
  snapshotEverySlots?: number;
  snapshotEveryRecords?: number;
  /** Transactions kept in history (getTransaction, getSignaturesForAddress). */
  historyLimit?: number;
}

export interface SignatureStatus extends Confirmation {
  slot: number;
  err: TransactionErrorJson | null;
  status: { Ok: null } | { Err: TransactionErrorJson };
}

export interface SvmNodeEvents {
  slot: [slot: number];
  transaction: [record: TxRecord];
  /** Accounts a transaction wrote or the node set, in `slot`. */
  accounts: [change: { slot: number; addresses: Address[] }];
}

type Landed = Extract<Execution, { landed: true }>;

export class SvmNode extends EventEmitter<SvmNodeEvents> {
  private readonly native: NativeSvm;
  readonly index = new AccountIndex();
  readonly history: TxHistory;
  private window = new BlockhashWindow();
  private currentSlot = 0;
  private currentTime = 0;
  private epochStartTime = 0;
  private count = 0;
  private unarchived: TxRecord[] = [];
  private slotsSinceSnapshot = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    private readonly svm: LiteSVM,
    private readonly journal: SvmJournal,
    private readonly archive: HistoryArchive,
    private readonly options: SvmNodeOptions,
  ) {
    super();
    this.native = new NativeSvm(svm);
    this.history = new TxHistory(options.historyLimit);
  }

  /** Opens the node on its data folder: the last snapshot, then the journal after it, replayed. */
  static open(options: SvmNodeOptions): SvmNode {
    mkdirSync(options.dataDir, { recursive: true });
    const { journal, snapshot, records } = SvmJournal.open(options.dataDir);
    const { archive, records: archived } = HistoryArchive.open(options.dataDir);
    const svm = snapshot ? LiteSVM.fromBytes(Buffer.from(snapshot.svm, 'base64')) : new LiteSVM().withNativeMints();
    // The node checks blockhashes itself (a 150-slot window) and keeps its own history (dedupe, statuses).
    svm.withBlockhashCheck(false).withTransactionHistory(0n).withSigverify(true);
    const node = new SvmNode(svm, journal, archive, options);
    for (const record of archived) node.history.add(record);
    if (snapshot) {
      node.window = new BlockhashWindow(snapshot.window);
      node.currentSlot = snapshot.slot;
      node.currentTime = snapshot.time;
      node.epochStartTime = snapshot.epochStartTime;
      node.count = snapshot.transactionCount;
      for (const address of snapshot.indexed) node.index.update(address, node.native.read(address));
    } else {
      node.startSlot(0, Math.floor(node.now()));
      for (const program of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
        for (const account of svm.getProgramAccounts(program)) node.index.update(account.address, node.native.read(account.address));
      }
    }
    for (const { programId, bytes } of options.programs ?? []) node.loadProgram(programId, bytes);
    node.replay(records);
    // A fresh network's first state is the base every later replay starts from.
    if (!snapshot) node.snapshot();
    const slotMs = options.slotMs ?? 400;
    if (slotMs > 0) node.timer = setInterval(() => node.advanceSlot(), slotMs);
    return node;
  }

  /** The slot being produced: where a transaction sent now lands. */
  get slot(): number {
    return this.currentSlot;
  }

  /** The current slot's unix time (seconds). */
  get blockTime(): number {
    return this.currentTime;
  }

  get transactionCount(): number {
    return this.count;
  }

  get epochStart(): number {
    return this.epochStartTime;
  }

  slotAt(commitment: Commitment): number {
    return commitmentSlot(this.currentSlot, commitment);
  }

  /** The blockhash of the newest slot at `commitment`, and the last block height it can land in. */
  latestBlockhash(commitment: Commitment = 'finalized'): { blockhash: string; lastValidBlockHeight: number; slot: number } {
    const slot = this.slotAt(commitment);
    return { blockhash: this.window.at(slot)!.blockhash, lastValidBlockHeight: lastValidBlockHeight(slot), slot };
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.window.isValid(blockhash, this.currentSlot);
  }

  /** A recent slot's time (the last 300 slots). */
  blockTimeOf(slot: number): number | undefined {
    return this.window.at(slot)?.unixTime;
  }

  getAccount(address: Address): AccountState | null {
    return this.native.read(address);
  }

  /** Lamports held at `address` (0 for an account that does not exist). */
  getBalance(address: Address): bigint {
    return this.native.lamports(address);
  }

  /** Writes an account directly (genesis, tests); journaled, so a restart keeps it. */
  setAccount(address: Address, state: AccountState): void {
    const data = Buffer.from(state.data).toString('base64');
    this.journal.append({
      t: 'account',
      address,
      lamports: state.lamports.toString(),
      owner: state.owner,
      executable: state.executable,
      data,
    });
    this.applyAccount(address, state);
    this.emit('accounts', { slot: this.currentSlot, addresses: [address] });
  }

  /** Deploys a compiled program at `programId` (upgradeable loader); journaled. */
  addProgram(programId: Address, bytes: Uint8Array): void {
    this.journal.append({ t: 'program', programId, bytes: Buffer.from(bytes).toString('base64') });
    this.loadProgram(programId, bytes);
  }

  minimumBalanceForRentExemption(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size));
  }

  /**
   * Sends a transaction (wire bytes or a signed kit Transaction) and answers its signature once it
   * is journaled. With preflight, a transaction that would not land or would fail is refused with
   * Solana's errors; with skipPreflight, one failing in execution lands as failed and one that
   * cannot land at all (bad signature, expired blockhash, already processed, fee payer without
   * funds) is dropped silently, as the leader drops it.
   */
  async sendTransaction(input: Uint8Array | Transaction, options: { skipPreflight?: boolean } = {}): Promise<string> {
    if (this.closed) throw new Error('the sandbox Solana node is closed');
    const wire = this.decode(input instanceof Uint8Array ? input : (transactionEncoder.encode(input) as Uint8Array));
    if (options.skipPreflight) {
      if (!this.hasValidLifetime(wire) || this.history.has(wire.signature)) return wire.signature;
    } else {
      this.preflight(wire);
    }
    // LiteSVM checks the signatures; a transaction failing them does not land.
    const outcome = execute(this.native, wire, { slot: this.currentSlot, blockTime: this.currentTime });
    if (!outcome.landed) return wire.signature;
    this.journal.append({ t: 'tx', wire: outcome.record.wire, slot: this.currentSlot, time: this.currentTime });
    this.land(outcome, false);
    await this.journal.sync();
    this.emit('transaction', outcome.record);
    this.emit('accounts', { slot: outcome.record.slot, addresses: outcome.written });
    return wire.signature;
  }

  /**
   * Runs a transaction without keeping it. `replaceRecentBlockhash` skips the blockhash check and
   * reports the blockhash it would have used instead.
   */
  simulateTransaction(
    wire: WireTransaction,
    options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {},
  ): Simulation & { replacementBlockhash: { blockhash: string; lastValidBlockHeight: number } | null } {
    // Signatures first, as the RPC checks them before it simulates (LiteSVM checks them as it runs).
    const simulation = simulate(this.native, wire, options.sigVerify ?? false);
    if (simulation.error?.json === 'SignatureFailure') throw signatureFailure();
    const refused = (name: string) => ({
      ...simulation,
      logs: [],
      unitsConsumed: 0,
      returnData: null,
      innerInstructions: [],
      postAccounts: new Map(),
      error: fieldlessError(name),
    });
    if (!options.replaceRecentBlockhash && !this.hasValidLifetime(wire))
      return { ...refused('BlockhashNotFound'), replacementBlockhash: null };
    if (this.history.has(wire.signature)) return { ...refused('AlreadyProcessed'), replacementBlockhash: null };
    const latest = this.latestBlockhash('processed');
    return { ...simulation, replacementBlockhash: options.replaceRecentBlockhash ? latest : null };
  }

  /**
   * A transaction's status. Without `searchTransactionHistory` only the last 300 slots are looked
   * at, as a validator's status cache holds them.
   */
  signatureStatus(signature: string, searchTransactionHistory = false): SignatureStatus | null {
    const record = this.history.get(signature);
    if (!record) return null;
    if (!searchTransactionHistory && this.currentSlot - record.slot > REMEMBERED_SLOTS) return null;
    const status = record.err === null ? { Ok: null } : { Err: record.err };
    return { slot: record.slot, ...confirmationOf(record.slot, this.currentSlot), err: record.err, status };
  }

  /** The fee a message would pay; null when its blockhash is no longer valid. */
  feeForMessage(messageBytes: Uint8Array): bigint | null {
    const message = messageDecoder.decode(messageBytes);
    if (!this.window.isValid(message.lifetimeToken, this.currentSlot)) return null;
    if (message.version !== 'legacy' && message.version !== 0) return null;
    const instructions = message.instructions.map((instruction) => ({
      programAddress: message.staticAccounts[instruction.programAddressIndex] ?? '',
      data: Uint8Array.from(instruction.data ?? []),
    }));
    return transactionFee(message.header.numSignerAccounts, instructions);
  }

  /** Starts the next slot(s): a new blockhash, the clock moved on, notifications sent. */
  advanceSlot(count = 1): void {
    if (this.closed) return;
    for (let step = 0; step < count; step++) {
      const slot = this.currentSlot + 1;
      const time = Math.max(this.currentTime, Math.floor(this.now()));
      this.startSlot(slot, time);
      this.journal.append({ t: 'slot', slot, time });
      this.slotsSinceSnapshot += 1;
      this.emit('slot', slot);
    }
    const everySlots = this.options.snapshotEverySlots ?? 1_500;
    const everyRecords = this.options.snapshotEveryRecords ?? 5_000;
    if (this.slotsSinceSnapshot >= everySlots || this.journal.sinceSnapshot >= everyRecords) this.snapshot();
  }

  /** Folds the journal into a new snapshot (the history it covers goes to the archive first). */
  snapshot(): void {
    this.archive.append(this.unarchived);
    this.unarchived = [];
    this.journal.writeSnapshot({
      svm: Buffer.from(this.svm.toBytes()).toString('base64'),
      slot: this.currentSlot,
      time: this.currentTime,
      epochStartTime: this.epochStartTime,
      window: this.window.entries(),
      indexed: this.index.addresses(),
      transactionCount: this.count,
    });
    this.slotsSinceSnapshot = 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    this.snapshot();
    await this.journal.close();
    this.archive.close();
  }

  private now(): number {
    return (this.options.now ?? (() => Date.now() / 1000))();
  }

  private decode(bytes: Uint8Array): WireTransaction {
    try {
      return decodeWireTransaction(bytes);
    } catch (error) {
      if (error instanceof WireError) throw invalidParams(error.message);
      throw error;
    }
  }

  private hasValidLifetime(wire: WireTransaction): boolean {
    return hasValidLifetime(wire, this.window, this.currentSlot, (address) => this.native.read(address));
  }

  /** sendTransaction's preflight: what a validator's RPC checks before forwarding. */
  private preflight(wire: WireTransaction): void {
    // In the RPC's order: signatures, then the blockhash, then the status cache, then the simulation.
    const simulation = simulate(this.native, wire, true);
    if (simulation.error?.json === 'SignatureFailure') throw signatureFailure();
    if (!this.hasValidLifetime(wire)) throw preflightFailure(fieldlessError('BlockhashNotFound'));
    if (this.history.has(wire.signature)) throw preflightFailure(fieldlessError('AlreadyProcessed'));
    if (simulation.error) throw preflightFailure(simulation.error, simulation);
  }

  private startSlot(slot: number, time: number): void {
    const { epoch, slotIndex } = epochOf(slot);
    if (slotIndex === 0) this.epochStartTime = time;
    this.svm.expireBlockhash();
    this.svm.setClock(new Clock(BigInt(slot), BigInt(this.epochStartTime), BigInt(epoch), BigInt(epoch + 1), BigInt(time)));
    this.window.add(slot, this.svm.latestBlockhash(), time);
    this.currentSlot = slot;
    this.currentTime = time;
  }

  private land(outcome: Landed, replaying: boolean): void {
    if (!(replaying && this.history.has(outcome.record.signature))) {
      this.history.add(outcome.record);
      this.unarchived.push(outcome.record);
    }
    for (const address of outcome.written) this.index.update(address, this.native.read(address));
    this.count += 1;
  }

  private applyAccount(address: Address, state: AccountState): void {
    this.native.write(address, state);
    this.index.update(address, this.native.read(address));
  }

  private loadProgram(programId: Address, bytes: Uint8Array): void {
    this.svm.addProgram(programId, bytes);
    this.index.update(programId, this.native.read(programId));
  }

  /** Re-applies the journal after the snapshot; any difference from what was recorded is fatal. */
  private replay(records: SvmRecord[]): void {
    const diverged = (what: string) =>
      new Error(`sandbox solana replay diverged (${what}): the journal in ${this.options.dataDir} does not match`);
    for (const record of records) {
      if (record.t === 'slot') {
        if (record.slot !== this.currentSlot + 1) throw diverged(`slot ${record.slot} after ${this.currentSlot}`);
        this.startSlot(record.slot, record.time);
        this.slotsSinceSnapshot += 1;
      } else if (record.t === 'tx') {
        if (record.slot !== this.currentSlot) throw diverged(`transaction of slot ${record.slot} in slot ${this.currentSlot}`);
        const wire = decodeWireTransaction(Buffer.from(record.wire, 'base64'));
        const outcome = execute(this.native, wire, { slot: this.currentSlot, blockTime: this.currentTime });
        if (!outcome.landed) throw diverged(`transaction ${wire.signature} did not land`);
        this.land(outcome, true);
      } else if (record.t === 'account') {
        const state = {
          lamports: BigInt(record.lamports),
          owner: record.owner,
          executable: record.executable,
          data: Buffer.from(record.data, 'base64'),
        };
        this.applyAccount(record.address, state);
      } else {
        this.loadProgram(record.programId, Buffer.from(record.bytes, 'base64'));
      }
    }
  }
}
