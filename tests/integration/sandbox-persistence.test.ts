// Balances, orders, trades, accounts and keys of a sandbox exchange survive a restart: a clean
// close, and a kill -9 of the standalone `npm run sandbox` process. A fresh venue's warmed-up
// history is written once, as a snapshot rather than record by record, and is the same after a
// restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandboxExchange, VirtualClock } from '../../src/sandbox/index.ts';
import { Journal } from '../../src/sandbox/store/journal.ts';
import { sandboxBinance } from './sandbox-ccxt-client.ts';
import { nodeArgsFor } from '../support/test-bundles.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts `npm run sandbox` (its script, without npm) and reads the three lines it prints. */
async function startStandalone(dataDir: string): Promise<{ child: ChildProcess; url: string; apiKey: string; secret: string }> {
  const child = spawn(process.execPath, nodeArgsFor('src/sandbox/main.ts'), {
    cwd: process.cwd(),
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  const printed = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no credentials printed within 30 s: ${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const lines = Object.fromEntries(
        output
          .split('\n')
          .map((line) => line.split(': '))
          .filter((parts) => parts.length === 2),
      );
      if (lines.sandbox && lines.apiKey && lines.secret) {
        clearTimeout(timer);
        resolve(lines);
      }
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited (${code}): ${output}`)));
  });
  expect(printed.sandbox).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  return { child, url: printed.sandbox!, apiKey: printed.apiKey!, secret: printed.secret! };
}

describe('sandbox persistence', () => {
  it('writes a fresh venue’s warmed-up hour as one snapshot, and finds the same history after a restart', async () => {
    const dataDir = tempDir();
    // On a virtual clock the simulated traders do nothing after the warm-up until it moves.
    const clock = new VirtualClock(Date.UTC(2026, 0, 5, 12));
    const appended: Array<{ ts: number }> = [];
    const append = Journal.prototype.append;
    const spy = vi.spyOn(Journal.prototype, 'append').mockImplementation(function (this: Journal, record: object) {
      appended.push(record as { ts: number });
      return append.call(this, record);
    });
    cleanups.push(() => spy.mockRestore());
    const first = await startSandboxExchange({ name: 'warm', dataDir, clock, warmUpMs: 600_000 });
    const tape = first.engine.marketData.market('BTCUSDT').tape.map((trade) => [trade.id, trade.priceTicks, trade.time]);
    expect(tape.length).toBeGreaterThan(20);
    // Nothing of the hour before now went through the journal record by record.
    expect(appended.filter((record) => record.ts < clock.now())).toEqual([]);
    expect(appended.length).toBeLessThan(tape.length);
    await first.close();

    const second = await startSandboxExchange({ name: 'warm', dataDir, clock, warmUpMs: 600_000 });
    cleanups.push(() => second.close());
    expect(second.engine.marketData.market('BTCUSDT').tape.map((trade) => [trade.id, trade.priceTicks, trade.time])).toEqual(tape);
  });

  it('keeps balances, open orders, trades and API keys across close and start on the same data folder', async () => {
    const dataDir = tempDir();
    const first = await startSandboxExchange({ name: 'persist', dataDir, participants: false });
    const maker = await first.createAccount({ balances: { BTC: '2' } });
    const taker = await first.createAccount({ balances: { USDT: '50000' } });
    const makerClient = sandboxBinance(first.url, maker);
    const resting = await makerClient.createOrder('BTC/USDT', 'limit', 'sell', 1, 60_000, { clientOrderId: 'keep-me' });
    await sandboxBinance(first.url, taker).createOrder('BTC/USDT', 'market', 'buy', 0.25);
    const before = {
      makerBalance: (await makerClient.fetchBalance()).total,
      takerBalance: (await sandboxBinance(first.url, taker).fetchBalance()).total,
      open: await makerClient.fetchOpenOrders('BTC/USDT'),
      trades: await sandboxBinance(first.url, taker).fetchMyTrades('BTC/USDT'),
    };
    await first.close();

    const second = await startSandboxExchange({ name: 'persist', dataDir, participants: false });
    cleanups.push(() => second.close());
    const makerAgain = sandboxBinance(second.url, maker);
    const takerAgain = sandboxBinance(second.url, taker);
    expect((await makerAgain.fetchBalance()).total).toEqual(before.makerBalance);
    expect((await takerAgain.fetchBalance()).total).toEqual(before.takerBalance);
    expect((await makerAgain.fetchOpenOrders('BTC/USDT')).map((o) => [o.id, o.clientOrderId, o.filled, o.remaining])).toEqual(
      before.open.map((o) => [o.id, o.clientOrderId, o.filled, o.remaining]),
    );
    expect((await takerAgain.fetchMyTrades('BTC/USDT')).map((t) => t.id)).toEqual(before.trades.map((t) => t.id));
    // The restored order keeps trading where it left off, and ids continue.
    const more = await takerAgain.createOrder('BTC/USDT', 'market', 'buy', 0.25);
    expect(more.filled).toBe(0.25);
    expect(Number(more.id)).toBeGreaterThan(Number(resting.id));
    expect((await makerAgain.fetchOrder(resting.id!, 'BTC/USDT')).filled).toBe(0.5);
  });

  it('keeps every acknowledged order after kill -9 of the standalone sandbox', async () => {
    const dataDir = tempDir();
    const standalone = await startStandalone(dataDir);
    const client = sandboxBinance(standalone.url, standalone);
    const balance = await client.fetchBalance();
    expect(balance.total).toMatchObject({ USDT: 100_000, BTC: 10, ETH: 100, DEMO: 1_000_000 });
    const resting = await client.createOrder('BTC/USDT', 'limit', 'buy', 0.5, 10_000, { clientOrderId: 'survivor' });
    const filled = await client.createOrder('ETH/USDT', 'market', 'buy', 1);
    expect(filled.status).toBe('closed');
    const after = await client.fetchBalance();

    standalone.child.kill('SIGKILL');
    await new Promise((resolve) => standalone.child.once('exit', resolve));

    const restarted = await startSandboxExchange({ name: 'sandbox', dataDir, participants: false });
    cleanups.push(() => restarted.close());
    const again = sandboxBinance(restarted.url, standalone);
    const open = await again.fetchOpenOrders('BTC/USDT');
    expect(open.map((o) => [o.id, o.clientOrderId, o.price, o.amount])).toEqual([[resting.id, 'survivor', 10_000, 0.5]]);
    expect((await again.fetchMyTrades('ETH/USDT')).length).toBe(filled.trades.length);
    const restored = await again.fetchBalance();
    expect(restored.BTC).toEqual(after.BTC);
    expect(restored.USDT).toEqual(after.USDT);
    expect(restored.ETH).toEqual(after.ETH);
  });
});
