import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReceiptArchive } from './receipt-archive.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

describe('the receipt archive', () => {
  it('answers by hash across reopening, whatever the case of the hash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipts-'));
    dirs.push(dir);
    const archive = new ReceiptArchive(dir);
    archive.add([
      { hash: hash(0xab), receipt: { status: '0x1', note: 'première' }, transaction: { nonce: '0x0' } },
      { hash: hash(2), receipt: { status: '0x0' }, transaction: { nonce: '0x1' } },
    ]);
    archive.close();
    const reopened = new ReceiptArchive(dir);
    expect(reopened.get(hash(0xab).toUpperCase().replace('0X', '0x'))?.receipt).toEqual({ status: '0x1', note: 'première' });
    expect(reopened.get(hash(2))?.transaction).toEqual({ nonce: '0x1' });
    expect(reopened.get(hash(3))).toBeNull();
    reopened.close();
  });

  it('drops a line a crash cut short and keeps appending where the whole lines end', () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipts-'));
    dirs.push(dir);
    const archive = new ReceiptArchive(dir);
    archive.add([{ hash: hash(1), receipt: { n: 1 }, transaction: {} }]);
    archive.close();
    appendFileSync(join(dir, 'receipts.jsonl'), `${hash(9)} {"receipt":{"n"`);
    const reopened = new ReceiptArchive(dir);
    expect(reopened.get(hash(9))).toBeNull();
    reopened.add([{ hash: hash(4), receipt: { n: 4 }, transaction: {} }]);
    reopened.close();
    const third = new ReceiptArchive(dir);
    expect(third.get(hash(1))?.receipt).toEqual({ n: 1 });
    expect(third.get(hash(4))?.receipt).toEqual({ n: 4 });
    third.close();
  });

  it('keeps the current file and the one before, and lets older receipts go', () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipts-'));
    dirs.push(dir);
    const archive = new ReceiptArchive(dir, 2);
    for (let n = 1; n <= 5; n++) archive.add([{ hash: hash(n), receipt: { n }, transaction: {} }]);
    archive.close();
    const reopened = new ReceiptArchive(dir, 2);
    expect([1, 2, 3, 4, 5].map((n) => reopened.get(hash(n))?.receipt ?? null)).toEqual([null, null, { n: 3 }, { n: 4 }, { n: 5 }]);
    reopened.close();
  });
});
