// Solana's PubSub over a websocket: slot, root, signature, account, program and logs subscriptions
// with their unsubscribe methods, as @solana/kit's createSolanaRpcSubscriptions (and web3.js) use
// them. A notification about a transaction waits until its slot reaches the subscription's
// commitment (confirmed one slot on, finalized 32), as a validator sends it once the bank does; a
// signature subscription fires once and ends, as on Solana. Messages without an id (kit's
// keep-alive pings) get no answer.
import type { Address } from '@solana/kit';
import type { RawData, WebSocket } from 'ws';
import { type AccountEncoding, type DataSlice, decimalsReader, encodeAccount, parseDataSlice, parseEncoding } from './account-encoding.ts';
import { COMMITMENT_DEPTH, type Commitment, hasReached } from './commitment.ts';
import { parseJson, stringifyJson } from './json-bigint.ts';
import { type AccountFilter, matchesFilters, parseFilters } from './rpc-account-methods.ts';
import { invalidParams, RPC_METHOD_NOT_FOUND, RPC_PARSE_ERROR, RpcError } from './rpc-error.ts';
import { addressParam, commitmentOf, configAt, context, signatureParam } from './rpc-params.ts';
import type { SvmNode } from './svm-node.ts';
import type { TxRecord } from './tx-history.ts';

type Subscription =
  | { kind: 'slot' }
  | { kind: 'root' }
  | { kind: 'signature'; signature: string; commitment: Commitment; received: boolean }
  | { kind: 'account'; address: Address; commitment: Commitment; encoding: AccountEncoding; slice: DataSlice | undefined }
  | { kind: 'program'; program: string; commitment: Commitment; encoding: AccountEncoding; filters: AccountFilter[] }
  | { kind: 'logs'; mentions: string | null; commitment: Commitment };

interface Client {
  socket: WebSocket;
  subscriptions: Map<number, Subscription>;
}

const NOTIFICATION: Record<Subscription['kind'], string> = {
  slot: 'slotNotification',
  root: 'rootNotification',
  signature: 'signatureNotification',
  account: 'accountNotification',
  program: 'programNotification',
  logs: 'logsNotification',
};

/** A deleted account, as Solana notifies it: no lamports, no data, owned by the system program. */
const GONE = { data: ['', 'base64'], executable: false, lamports: 0, owner: '11111111111111111111111111111111', rentEpoch: 0, space: 0 };

export class SubscriptionHub {
  private readonly clients = new Set<Client>();
  private nextId = 0;
  /** Notifications waiting for their slot to reach a commitment. */
  private pending: { dueSlot: number; send: () => void }[] = [];
  private lastRoot = -1;
  private readonly decimalsOf;
  private readonly detach: () => void;

  constructor(private readonly node: SvmNode) {
    this.decimalsOf = decimalsReader((address) => node.getAccount(address as Address));
    // The node emits from inside its own calls (a send, a slot): a notification failing must not fail them.
    const onSlot = (slot: number) => this.guarded(() => this.onSlot(slot));
    const onTransaction = (record: TxRecord) => this.guarded(() => this.onTransaction(record));
    const onAccounts = (change: { slot: number; addresses: Address[] }) =>
      this.guarded(() => this.onAccounts(change.slot, change.addresses));
    node.on('slot', onSlot);
    node.on('transaction', onTransaction);
    node.on('accounts', onAccounts);
    this.detach = () => {
      node.off('slot', onSlot);
      node.off('transaction', onTransaction);
      node.off('accounts', onAccounts);
    };
  }

  connect(socket: WebSocket): void {
    const client: Client = { socket, subscriptions: new Map() };
    this.clients.add(client);
    socket.on('message', (data) => this.onMessage(client, data));
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => socket.terminate());
  }

  close(): void {
    this.detach();
    for (const client of this.clients) client.socket.terminate();
    this.clients.clear();
  }

  /** Runs a notification pass; should one fail, every client is disconnected with the reason (1011),
   *  so subscribers reconnect and resubscribe rather than silently miss notifications. */
  private guarded(pass: () => void): void {
    try {
      pass();
    } catch (error) {
      for (const client of this.clients) client.socket.close(1011, `notification failed: ${(error as Error).message}`.slice(0, 120));
    }
  }

  private onMessage(client: Client, data: RawData): void {
    let message: { id?: unknown; method?: unknown; params?: unknown };
    try {
      message = parseJson(data.toString()) as typeof message;
    } catch {
      this.send(client, { jsonrpc: '2.0', error: { code: RPC_PARSE_ERROR, message: 'Parse error' }, id: null });
      return;
    }
    if (message === null || typeof message !== 'object' || message.id === undefined) return;
    const id = message.id;
    try {
      const result = this.call(client, String(message.method), Array.isArray(message.params) ? message.params : []);
      this.send(client, { jsonrpc: '2.0', result, id });
    } catch (error) {
      const { code, message: text } = error instanceof RpcError ? error : { code: -32603, message: (error as Error).message };
      this.send(client, { jsonrpc: '2.0', error: { code, message: text }, id });
    }
  }

  private call(client: Client, method: string, params: unknown[]): unknown {
    const unsubscribed = /^(slot|root|signature|account|program|logs)Unsubscribe$/.exec(method);
    if (unsubscribed) {
      const id = Number(params[0]);
      if (client.subscriptions.get(id)?.kind !== unsubscribed[1]) throw invalidParams('Invalid subscription id.');
      client.subscriptions.delete(id);
      return true;
    }
    const subscription = this.parseSubscription(method, params);
    const id = this.nextId++;
    client.subscriptions.set(id, subscription);
    // One already satisfied is told at once, after the subscription id has reached the client.
    if (subscription.kind === 'signature') setImmediate(() => this.checkSignature(client, id, subscription));
    return id;
  }

  private parseSubscription(method: string, params: unknown[]): Subscription {
    const config = () => configAt(params, 1);
    switch (method) {
      case 'slotSubscribe':
        return { kind: 'slot' };
      case 'rootSubscribe':
        return { kind: 'root' };
      case 'signatureSubscribe':
        return {
          kind: 'signature',
          signature: signatureParam(params[0]),
          commitment: commitmentOf(config()),
          received: config().enableReceivedNotification === true,
        };
      case 'accountSubscribe':
        return {
          kind: 'account',
          address: addressParam(params[0]) as Address,
          commitment: commitmentOf(config()),
          encoding: parseEncoding(config().encoding, 'base58'),
          slice: parseDataSlice(config().dataSlice),
        };
      case 'programSubscribe':
        return {
          kind: 'program',
          program: addressParam(params[0]),
          commitment: commitmentOf(config()),
          encoding: parseEncoding(config().encoding, 'base58'),
          filters: parseFilters(config().filters),
        };
      case 'logsSubscribe': {
        const filter = params[0] as unknown;
        if (filter === 'all' || filter === 'allWithVotes') return { kind: 'logs', mentions: null, commitment: commitmentOf(config()) };
        const mentions = (filter as { mentions?: unknown[] } | null)?.mentions;
        if (!Array.isArray(mentions) || mentions.length !== 1) throw invalidParams('Invalid Request: Only 1 address supported');
        return { kind: 'logs', mentions: addressParam(mentions[0]), commitment: commitmentOf(config()) };
      }
      default:
        throw new RpcError(RPC_METHOD_NOT_FOUND, 'Method not found');
    }
  }

  private send(client: Client, message: unknown): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(stringifyJson(message));
  }

  private notify(client: Client, id: number, result: unknown): void {
    const subscription = client.subscriptions.get(id);
    if (!subscription) return;
    this.send(client, { jsonrpc: '2.0', method: NOTIFICATION[subscription.kind], params: { result, subscription: id } });
  }

  /** Sends now if `landedSlot` has reached `commitment`, else when it does. */
  private when(landedSlot: number, commitment: Commitment, send: () => void): void {
    if (hasReached(landedSlot, this.node.slot, commitment)) send();
    else this.pending.push({ dueSlot: landedSlot + COMMITMENT_DEPTH[commitment], send });
  }

  private checkSignature(client: Client, id: number, subscription: Extract<Subscription, { kind: 'signature' }>): void {
    const status = this.node.signatureStatus(subscription.signature);
    if (!status || !client.subscriptions.has(id) || !hasReached(status.slot, this.node.slot, subscription.commitment)) return;
    this.notify(client, id, { context: context(status.slot), value: { err: status.err } });
    client.subscriptions.delete(id);
  }

  private onSlot(slot: number): void {
    const due = this.pending.filter((entry) => entry.dueSlot <= slot);
    this.pending = this.pending.filter((entry) => entry.dueSlot > slot);
    for (const entry of due) entry.send();
    const root = this.node.slotAt('finalized');
    // The root moves only once 32 slots exist; rootNotification reports a new root, not every slot.
    const rootMoved = root !== this.lastRoot;
    this.lastRoot = root;
    for (const client of this.clients) {
      for (const [id, subscription] of client.subscriptions) {
        if (subscription.kind === 'slot') this.notify(client, id, { parent: Math.max(0, slot - 1), root, slot });
        else if (subscription.kind === 'root' && rootMoved) this.notify(client, id, root);
        else if (subscription.kind === 'signature') this.checkSignature(client, id, subscription);
      }
    }
  }

  private onTransaction(record: TxRecord): void {
    for (const client of this.clients) {
      for (const [id, subscription] of client.subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          if (subscription.received) this.notify(client, id, { context: context(record.slot), value: 'receivedSignature' });
          this.checkSignature(client, id, subscription);
        } else if (subscription.kind === 'logs' && (subscription.mentions === null || record.accountKeys.includes(subscription.mentions))) {
          const value = { err: record.err, logs: record.logMessages, signature: record.signature };
          this.when(record.slot, subscription.commitment, () => this.notify(client, id, { context: context(record.slot), value }));
        }
      }
    }
  }

  private onAccounts(slot: number, addresses: Address[]): void {
    for (const client of this.clients) {
      for (const [id, subscription] of client.subscriptions) {
        if (subscription.kind === 'account' && addresses.includes(subscription.address)) {
          this.when(slot, subscription.commitment, () => {
            const account = this.node.getAccount(subscription.address);
            const value = account ? encodeAccount(account, subscription.encoding, subscription.slice, this.decimalsOf, 'base64') : GONE;
            this.notify(client, id, { context: context(this.node.slot), value });
          });
        } else if (subscription.kind === 'program') {
          for (const address of addresses) {
            this.when(slot, subscription.commitment, () => {
              const account = this.node.getAccount(address);
              if (!account || account.owner !== subscription.program || !matchesFilters(account, subscription.filters)) return;
              const value = {
                account: encodeAccount(account, subscription.encoding, undefined, this.decimalsOf, 'base64'),
                pubkey: address,
              };
              this.notify(client, id, { context: context(this.node.slot), value });
            });
          }
        }
      }
    }
  }
}
