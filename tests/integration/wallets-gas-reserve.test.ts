// The main wallet pays the gas of its transfers from the coin it sends: asked for more than its
// balance it answers 4301, asked for what it holds but not the gas on top it answers 2110 with the
// most it can send, and that most is accepted and leaves it with nothing. Against the server's
// embedded sandbox chain (a block every 200 ms); balances and the gas price are read on the chain.
import { formatEther, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GasReserveRefusal } from '../../src/shared/contracts/wallet/gas-reserve.ts';
import { expectCode } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { CHAIN, chainReader, ok, onChain, runTask } from '../support/wallet-client.ts';

/** A coin transfer's gas limit. */
const NATIVE_TRANSFER_GAS = 21_000n;
const WALLETS = 3;

let server: ExchangeTestServer;
let demo: TestClient;
let reader: ReturnType<typeof chainReader>;
let main: { id: number; address: string };
let trading: { id: number }[];

const mainCoin = async () => (await onChain(reader, 'native', [main.address]))[0]!;

beforeAll(async () => {
  server = await startExchangeTestServer({ SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '200' });
  demo = server.demo;
  reader = chainReader(server.runtime.sandboxChain!.rpcUrl);
  main = (await ok<{ wallet: { id: number; address: string } }>(demo, 'create_main_wallet', { chain: CHAIN })).wallet;
  await ok(demo, 'create_dex_wallets', { chain: CHAIN, count: WALLETS });
  trading = (await ok<{ list: { id: number }[] }>(demo, 'get_attached_wallets', { chain: CHAIN, page_size: 50 })).list;
}, 180_000);

afterAll(() => server?.stop());

describe("the main wallet's coin and the gas of its transfers", () => {
  it('answers 2110 with the most it can send when the amount leaves too little for the gas', async () => {
    const balance = await mainCoin();
    expect(balance).toBe(parseEther('100'));
    const gas = NATIVE_TRANSFER_GAS * (await reader.getGasPrice()) * BigInt(WALLETS);
    const most = formatEther(balance - gas);

    const allocateAll = (total: bigint) =>
      demo.call<GasReserveRefusal>('/Api/Wallet/dex_deliver_token', {
        chain: CHAIN,
        token: 'native',
        total_amount: formatEther(total),
        strategy: 'average',
      });
    expectCode(await allocateAll(balance + 1n), 4301);
    for (const total of [balance, balance - gas + 1n]) {
      const refused = expectCode(await allocateAll(total), 2110);
      expect(refused.data).toEqual({ most, gas: formatEther(gas), symbol: 'BNB' });
      expect(refused.msg).toContain(most);
    }

    // A single transfer from the main wallet: one transfer's gas.
    const transferAll = expectCode(
      await demo.call<GasReserveRefusal>('/Api/Wallet/dex_main_transfer', {
        chain: CHAIN,
        to_wallet_id: trading[0]!.id,
        token: 'native',
        amount: formatEther(balance),
      }),
      2110,
    );
    expect(transferAll.data.most).toBe(formatEther(balance - gas / BigInt(WALLETS)));
  });

  it('sends the most it named, which leaves the main wallet nothing', async () => {
    const gas = NATIVE_TRANSFER_GAS * (await reader.getGasPrice()) * BigInt(WALLETS);
    const most = (await mainCoin()) - gas;
    const allocated = await runTask(demo, 'dex_deliver_token', {
      chain: CHAIN,
      token: 'native',
      total_amount: formatEther(most),
      strategy: 'average',
    });
    expect(allocated.progress).toMatchObject({ status: 2, use: WALLETS, fail: 0 });
    expect(await mainCoin()).toBe(0n);
  }, 120_000);
});
