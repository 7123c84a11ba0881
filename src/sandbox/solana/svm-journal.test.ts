import { getTransferSolInstruction } from '@solana-program/system';
import { type Address, createKeyPairSignerFromPrivateKeyBytes, lamports } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../tests/support/temp-dirs.ts';
import { seededKeypair } from './seeded-keys.ts';
import { type SvmRecord, type SvmSnapshot, SvmJournal } from './svm-journal.ts';
import { signedBy } from './signed-by.ts';
import { SvmNode } from './svm-node.ts';

const freshDir = tempDirs('sandbox-solana-journal-');
const SYSTEM = '11111111111111111111111111111111' as Address;

const snapshot = (slot: number): SvmSnapshot => ({
  svm: Buffer.from([1, 2, 3]).toString('base64'),
  slot,
  time: 1_700_000_000 + slot,
  epochStartTime: 1_700_000_000,
  window: [[slot, `hash-${slot}`, 1_700_000_000 + slot]],
  indexed: [SYSTEM],
  transactionCount: 4,
});

describe('the Solana sandbox journal', () => {
  it('gives back the snapshot and exactly the records appended after it', async () => {
    const dir = freshDir();
    const { journal } = SvmJournal.open(dir);
    journal.append({ t: 'slot', slot: 1, time: 1_700_000_001 });
    journal.writeSnapshot(snapshot(1));
    const after: SvmRecord[] = [
      { t: 'slot', slot: 2, time: 1_700_000_002 },
      { t: 'tx', wire: 'AQID', slot: 2, time: 1_700_000_002 },
      { t: 'account', address: SYSTEM, lamports: '5', owner: SYSTEM, executable: false, data: '' },
    ];
    for (const record of after) journal.append(record);
    await journal.sync();
    // No close: as after kill -9, what was written is what the next start finds.
    const reopened = SvmJournal.open(dir);
    expect(reopened.snapshot).toEqual(snapshot(1));
    expect(reopened.records).toEqual(after);
    await reopened.journal.close();
  });

  it('restores a node that was never closed to the same state, slot, blockhash and history', async () => {
    const dir = freshDir();
    const payerKeys = seededKeypair('journal test', 'payer');
    const recipient = seededKeypair('journal test', 'recipient').address;
    const node = SvmNode.open({ dataDir: dir, slotMs: 0, now: () => 1_700_000_000 });
    node.setAccount(payerKeys.address, { lamports: 10_000_000_000n, owner: SYSTEM, data: new Uint8Array(0), executable: false });
    node.advanceSlot(3);
    const payer = await createKeyPairSignerFromPrivateKeyBytes(payerKeys.privateKey);
    const { blockhash } = node.latestBlockhash('processed');
    const transaction = await signedBy(node, payer, [
      getTransferSolInstruction({ source: payer, destination: recipient, amount: lamports(1_000_000_000n) }),
    ]);
    const signature = await node.sendTransaction(transaction);
    node.advanceSlot();

    const restored = SvmNode.open({ dataDir: dir, slotMs: 0, now: () => 1_700_000_000 });
    expect(restored.slot).toBe(node.slot);
    expect(restored.latestBlockhash('processed')).toEqual(node.latestBlockhash('processed'));
    expect(restored.isBlockhashValid(blockhash)).toBe(true);
    expect(restored.getBalance(recipient)).toBe(1_000_000_000n);
    expect(restored.getBalance(payerKeys.address)).toBe(node.getBalance(payerKeys.address));
    expect(restored.history.get(signature)).toEqual(node.history.get(signature));
    expect(restored.signatureStatus(signature)).toMatchObject({ confirmationStatus: 'confirmed', err: null });
    // The same transaction again is not run: its signature is known.
    await restored.sendTransaction(transaction, { skipPreflight: true });
    expect(restored.getBalance(recipient)).toBe(1_000_000_000n);
    await restored.close();
    // The "killed" node's files are released only now, once the test is done with the folder.
    await node.close();
  });
});
