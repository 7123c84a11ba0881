// A server that stops while a scheduled job is at work lets the job finish on the venues it uses:
// the scheduler stops (and waits for its running jobs) before the embedded exchanges and chain
// close. A job sending a transaction and waiting for its receipt gets the receipt, instead of
// polling a chain that stopped mining until its wait runs out.
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, it } from 'vitest';
import { sandboxChain } from '../../src/sandbox/chain/chain-client.ts';
import { startTestServer } from '../support/start-test-server.ts';

it('a job at work when the server stops finishes on the chain it uses', { timeout: 120_000 }, async () => {
  const server = await startTestServer({ SANDBOX_VENUES: 'on', SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '500' });
  const chain = server.runtime.sandboxChain!;
  const viemChain = sandboxChain(chain.chainId, chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  const sender = createWalletClient({ chain: viemChain, transport, account: privateKeyToAccount(chain.privateKey) });
  const reader = createPublicClient({ chain: viemChain, transport });

  let sent!: () => void;
  const sending = new Promise<void>((resolve) => {
    sent = resolve;
  });
  const outcome: { receipt?: string; error?: string } = {};
  server.runtime.scheduler.define('shutdown-probe', async () => {
    try {
      const hash = await sender.sendTransaction({ to: privateKeyToAccount(chain.privateKey).address, value: parseEther('0.001') });
      sent();
      // Long enough for a few blocks, short enough that a chain closed under the job fails the test quickly.
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 8_000 });
      outcome.receipt = receipt.status;
    } catch (error) {
      outcome.error = (error as Error).message.split('\n')[0];
      sent();
    }
  });
  await server.runtime.scheduler.at('shutdown-probe', new Date(), 'shutdown-probe');
  await sending;
  await server.stop();

  expect(outcome).toEqual({ receipt: 'success' });
});
