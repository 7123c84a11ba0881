// The journalled sender never pays twice when the chain moves under it: a transaction mined between
// two reads of a resume, a receipt node a few blocks behind the nonce node, and a broadcast whose
// reply was lost and whose retry hears "nonce too low" all end with the user paid once. The chain
// is a hardhat node in this process whose calls the test steps between; the journal is a map (the
// server's is the chain_sends table behind the same port).
import { type Address, type Hex, keccak256, parseEther, parseTransaction, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type JournalEntry, JournalledSender, type SendJournal, type SendKey } from '../../src/engine/wallets/journalled-sender.ts';
import { type MoneyChain, startMoneyChain } from '../support/money-chain.ts';

let chain: MoneyChain;

beforeAll(async () => {
  chain = await startMoneyChain();
}, 60_000);

afterAll(() => chain?.receipts.close());

const id = (key: SendKey) => `${key.taskId}:${key.itemIndex}:${key.step}`;

function mapJournal(): SendJournal {
  const entries = new Map<string, JournalEntry>();
  return {
    find: async (key) => entries.get(id(key)),
    record: async (entry) => void entries.set(id(entry), entry),
    replace: async (key, next) => {
      const entry = entries.get(id(key))!;
      Object.assign(entry, next, { replaced: [...(entry.replaced ?? []), { hash: entry.hash, raw: entry.raw }] });
    },
    settle: async () => undefined,
    forget: async (key) => void entries.delete(id(key)),
    highestNonce: async (_chain, from) => {
      const nonces = [...entries.values()].filter((entry) => entry.fromAddress === from).map((entry) => entry.nonce);
      return nonces.length ? Math.max(...nonces) : null;
    },
  };
}

async function payer(label: string) {
  const account = privateKeyToAccount(keccak256(toHex(`money sender ${label}`)));
  await chain.fund(account.address, parseEther('1'));
  return account;
}

const recipient = (label: string) => privateKeyToAccount(keccak256(toHex(`money recipient ${label}`))).address;
const payment = (to: Address) => ({ to, value: 1_000n, gas: 21_000n, gasPrice: 2_000_000_000n });
const context = { operation: 'transfer' };
const balance = (address: Address) => chain.wallet.client.getBalance({ address });

/** Journalled and broadcast by a process that then died: in the pool, not yet mined. */
async function journalledInPool(journal: SendJournal, key: SendKey, account: ReturnType<typeof privateKeyToAccount>, to: Address) {
  const nonce = Number(await chain.evm.request('eth_getTransactionCount', [account.address, 'pending']));
  const raw = (await account.signTransaction({ type: 'legacy', chainId: chain.wallet.chainId, nonce, ...payment(to) })) as Hex;
  await journal.record({ ...key, chain: chain.wallet.key, fromAddress: account.address.toLowerCase(), nonce, hash: keccak256(raw), raw });
  await chain.sendRaw(raw);
  return keccak256(raw);
}

/** A new process sends the item once, on the chain as `chain.step` makes it behave; the step is cleared after. */
async function sendOnce(journal: SendJournal, key: SendKey, account: ReturnType<typeof privateKeyToAccount>, to: Address) {
  try {
    return await new JournalledSender(chain.wallet, journal, chain.receipts, { pollMs: 10 }).send(key, account, payment(to), context);
  } finally {
    chain.reset();
  }
}

/** Every broadcast is mined at once, as on a chain that is never behind. */
const mineOnBroadcast = async (method: string, _params: unknown[], forward: () => Promise<unknown>) => {
  const answer = await forward();
  if (method === 'eth_sendRawTransaction') await chain.mine();
  return answer;
};

it('pays once when the journalled transaction is mined between the resume reads', async () => {
  const account = await payer('between reads');
  const to = recipient('between reads');
  const journal = mapJournal();
  const key = { taskId: 1, itemIndex: 0, step: 0 };
  const hash = await journalledInPool(journal, key, account, to);
  let minedBetween = false;
  chain.step = async (method, params, forward) => {
    const answer = await mineOnBroadcast(method, params, forward);
    // The block holding it arrives right after the first look-up of its receipt.
    if (method === 'eth_getTransactionReceipt' && (params[0] as string) === hash && !minedBetween) {
      minedBetween = true;
      await chain.mine();
    }
    return answer;
  };
  expect((await sendOnce(journal, key, account, to)).transactionHash).toBe(hash);
  expect(minedBetween).toBe(true);
  expect(await balance(to)).toBe(1_000n);
});

it('pays once when the receipt comes from a node two blocks behind the one counting nonces', async () => {
  const account = await payer('lagging node');
  const to = recipient('lagging node');
  const journal = mapJournal();
  const key = { taskId: 2, itemIndex: 0, step: 0 };
  const hash = await journalledInPool(journal, key, account, to);
  await chain.mine();
  const minedIn = await chain.height();
  chain.step = async (method, params, forward) => {
    // The chain moves on while the sender looks; the receipt node sees only up to two blocks ago.
    if (method === 'eth_blockNumber') await chain.mine();
    if (method === 'eth_getTransactionReceipt' && (params[0] as string) === hash && (await chain.height()) < minedIn + 2) return null;
    return mineOnBroadcast(method, params, forward);
  };
  expect((await sendOnce(journal, key, account, to)).transactionHash).toBe(hash);
  expect(await balance(to)).toBe(1_000n);
});

it('pays once when a broadcast retried after a lost reply hears "nonce too low"', async () => {
  const account = await payer('retried broadcast');
  const to = recipient('retried broadcast');
  const journal = mapJournal();
  const key = { taskId: 3, itemIndex: 0, step: 0 };
  let retried = false;
  chain.step = async (method, params, forward) => {
    if (method !== 'eth_sendRawTransaction' || retried) return mineOnBroadcast(method, params, forward);
    // The first attempt reaches the node and is mined; its reply is lost, and the retry of the
    // same bytes is answered by a node that has the nonce used already.
    retried = true;
    await forward();
    await chain.mine();
    return forward();
  };
  const sender = new JournalledSender(chain.wallet, journal, chain.receipts, { pollMs: 10 });
  try {
    // A caller retries a send that failed, as the billing pass and the task runner do.
    const receipt = await sender
      .send(key, account, payment(to), context, false)
      .catch(() => sender.send(key, account, payment(to), context, true));
    expect(receipt.status).toBe('success');
  } finally {
    chain.reset();
  }
  expect(retried).toBe(true);
  expect(await balance(to)).toBe(1_000n);
});

it('replaces a journalled transaction not yet mined that offers less gas, at the same nonce', async () => {
  const account = await payer('underpriced');
  const to = recipient('underpriced');
  const journal = mapJournal();
  const key = { taskId: 4, itemIndex: 0, step: 0 };
  const hash = await journalledInPool(journal, key, account, to);
  const nonce = parseTransaction((await journal.find(key))!.raw).nonce;
  const dearer = { ...payment(to), value: 2_000n, gasPrice: 5_000_000_000n };
  chain.step = mineOnBroadcast;
  try {
    const receipt = await new JournalledSender(chain.wallet, journal, chain.receipts, { pollMs: 10 }).send(
      key,
      account,
      dearer,
      context,
      true,
      {
        replaceUnderpriced: true,
      },
    );
    expect(receipt.transactionHash).not.toBe(hash);
    expect(Number((await chain.wallet.client.getTransaction({ hash: receipt.transactionHash })).nonce)).toBe(nonce);
  } finally {
    chain.reset();
  }
  expect(await balance(to)).toBe(2_000n);
});

it('pays once when a restarted sender finds that the transaction its bump replaced was the one mined', async () => {
  const account = await payer('bumped then restarted');
  const to = recipient('bumped then restarted');
  const journal = mapJournal();
  const key = { taskId: 5, itemIndex: 0, step: 0 };
  const original = await journalledInPool(journal, key, account, to);
  // The bump is journalled, but its broadcast never reaches the node that mines: the original does.
  chain.step = async (method, _params, forward) => (method === 'eth_sendRawTransaction' ? original : forward());
  try {
    expect(await new JournalledSender(chain.wallet, journal, chain.receipts, { pollMs: 10 }).bump(key, account, context)).toBe(true);
  } finally {
    chain.reset();
  }
  expect((await journal.find(key))?.hash).not.toBe(original);
  await chain.mine(4);
  // A new process (nothing in memory) carries on with the item: it pays nothing more.
  chain.step = mineOnBroadcast;
  try {
    const receipt = await new JournalledSender(chain.wallet, journal, chain.receipts, { pollMs: 10, settleTimeoutMs: 5_000 }).send(
      key,
      account,
      payment(to),
      context,
    );
    expect(receipt.transactionHash).toBe(original);
  } finally {
    chain.reset();
  }
  expect(await balance(to)).toBe(1_000n);
  expect((await journal.find(key))?.hash).toBe(original);
});
