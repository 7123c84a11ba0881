// The journalled sender's three ways back after a crash, on a real sandbox chain: a transaction
// journalled but never broadcast is broadcast from the journal (same hash); one already mined is
// found and not sent again; one whose nonce another transaction took is signed anew. The journal
// here is a map (the server's is the chain_sends table behind the same port).
import { type Address, type Hex, keccak256, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type JournalEntry, JournalledSender, type SendJournal, type SendKey } from '../../src/engine/wallets/journalled-sender.ts';
import { ReceiptWatcher } from '../../src/engine/wallets/receipt-watcher.ts';
import { WalletChain } from '../../src/engine/wallets/wallet-chain.ts';
import { sandboxDexChain } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { type SandboxDex, startSandboxDex } from '../support/sandbox-dex.ts';

let dex: SandboxDex;
let chain: WalletChain;
let receipts: ReceiptWatcher;

beforeAll(async () => {
  dex = await startSandboxDex({ blockIntervalMs: 100 });
  chain = new WalletChain(sandboxDexChain(dex.chain));
  receipts = new ReceiptWatcher(chain, { pollMs: 50 });
}, 120_000);

afterAll(async () => {
  receipts.close();
  await dex.close();
});

const id = (key: SendKey) => `${key.taskId}:${key.itemIndex}:${key.step}`;

function mapJournal() {
  const entries = new Map<string, JournalEntry & { state?: string }>();
  const journal: SendJournal = {
    find: async (key) => entries.get(id(key)),
    record: async (entry) => void entries.set(id(entry), entry),
    replace: async (key, next) => {
      const entry = entries.get(id(key))!;
      Object.assign(entry, next, { replaced: [...(entry.replaced ?? []), { hash: entry.hash, raw: entry.raw }] });
    },
    settle: async (key, state) => void Object.assign(entries.get(id(key))!, { state }),
    forget: async (key) => void entries.delete(id(key)),
    highestNonce: async (_chain, from) => {
      const nonces = [...entries.values()].filter((entry) => entry.fromAddress === from).map((entry) => entry.nonce);
      return nonces.length ? Math.max(...nonces) : null;
    },
  };
  return { journal, entries };
}

async function fundedAccount(label: string) {
  return privateKeyToAccount(await dex.wallet(label, parseEther('1')));
}

const payment = (to: Address, value: bigint, gasPrice: bigint) => ({ to, value, gas: 21_000n, gasPrice });
const context = { operation: 'transfer' };

it('broadcasts from the journal what was journalled but never sent', async () => {
  const account = await fundedAccount('never-sent');
  const { journal, entries } = mapJournal();
  const gasPrice = await chain.client.getGasPrice();
  const to = privateKeyToAccount(keccak256('0x01')).address;
  const nonce = await chain.client.getTransactionCount({ address: account.address });
  // The crash came between the journal and the broadcast.
  const raw = (await account.signTransaction({ type: 'legacy', chainId: chain.chainId, nonce, ...payment(to, 5n, gasPrice) })) as Hex;
  const key = { taskId: 1, itemIndex: 0, step: 0 };
  await journal.record({ ...key, chain: chain.key, fromAddress: account.address.toLowerCase(), nonce, hash: keccak256(raw), raw });
  const receipt = await new JournalledSender(chain, journal, receipts).send(key, account, payment(to, 5n, gasPrice), context, true);
  expect(receipt.transactionHash).toBe(keccak256(raw));
  expect(entries.get(id(key))?.state).toBe('mined');
  expect(await chain.client.getBalance({ address: to })).toBe(5n);
});

it('finds what was already mined and does not send it again', async () => {
  const account = await fundedAccount('mined');
  const { journal } = mapJournal();
  const gasPrice = await chain.client.getGasPrice();
  const to = privateKeyToAccount(keccak256('0x02')).address;
  const key = { taskId: 2, itemIndex: 0, step: 0 };
  await new JournalledSender(chain, journal, receipts).send(key, account, payment(to, 7n, gasPrice), context, false);
  // A new process, the same journal: the item resumes.
  const again = await new JournalledSender(chain, journal, new ReceiptWatcher(chain, { pollMs: 50 })).send(
    key,
    account,
    payment(to, 7n, gasPrice),
    context,
    true,
  );
  expect(again.status).toBe('success');
  expect(await chain.client.getBalance({ address: to })).toBe(7n);
  expect(await chain.client.getTransactionCount({ address: account.address })).toBe(1);
});

it('signs anew when another transaction took the journalled nonce', async () => {
  const account = await fundedAccount('replaced');
  const { journal } = mapJournal();
  const gasPrice = await chain.client.getGasPrice();
  const to = privateKeyToAccount(keccak256('0x03')).address;
  const elsewhere = privateKeyToAccount(keccak256('0x04')).address;
  const key = { taskId: 3, itemIndex: 0, step: 0 };
  const ours = (await account.signTransaction({ type: 'legacy', chainId: chain.chainId, nonce: 0, ...payment(to, 9n, gasPrice) })) as Hex;
  await journal.record({
    ...key,
    chain: chain.key,
    fromAddress: account.address.toLowerCase(),
    nonce: 0,
    hash: keccak256(ours),
    raw: ours,
  });
  // Another transaction of the same key (outside the product) used nonce 0 first.
  const theirs = await account.signTransaction({ type: 'legacy', chainId: chain.chainId, nonce: 0, ...payment(elsewhere, 1n, gasPrice) });
  await receipts.wait(await chain.client.sendRawTransaction({ serializedTransaction: theirs }));
  const receipt = await new JournalledSender(chain, journal, receipts).send(key, account, payment(to, 9n, gasPrice), context, true);
  expect(receipt.transactionHash).not.toBe(keccak256(ours));
  expect(await chain.client.getBalance({ address: to })).toBe(9n);
  expect(await chain.client.getTransactionCount({ address: account.address })).toBe(2);
});
