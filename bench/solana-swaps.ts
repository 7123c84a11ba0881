// Swaps through the Solana connector against the in-process sandbox Solana network (400 ms slots,
// as Solana's): throughput with 10 wallets swapping at once, and the connector's cost per swap
// against the same swap done with @solana/kit alone (quote and transaction from the same API,
// signed, sendAndConfirmTransactionFactory over the websocket), the two alternating swap by swap.
// The connector adds the priority-fee read, its own confirmation by polling with resends, and
// reading the landed transaction for what moved. Also the sandbox RPC's round trip (getBalance).
// Run alone with `node --import tsx bench/solana-swaps.ts`; `run()` returns the figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  airdropFactory,
  assertIsTransactionWithBlockhashLifetime,
  assertIsTransactionWithinSizeLimit,
  type Blockhash,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  devnet,
  generateKeyPairSigner,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type KeyPairSigner,
  lamports,
  sendAndConfirmTransactionFactory,
  signTransaction,
} from '@solana/kit';
import { SolanaSwapConnector } from '../src/engine/connectors/solana/solana-swap-connector.ts';
import { solanaVenue } from '../src/engine/connectors/solana/solana-venues.ts';
import { startSandboxSolanaWorld } from '../src/sandbox/solana/world/sandbox-solana-world.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;
const SOL = 1_000_000_000n;

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-solana-'));
  const world = await startSandboxSolanaWorld({ dataDir, port: 0, slotMs: 400 });
  try {
    const rpc = createSolanaRpc(devnet(world.rpcUrl));
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnet(world.wsUrl));
    const airdrop = airdropFactory({ rpc, rpcSubscriptions });
    const wallets: KeyPairSigner[] = [];
    for (let i = 0; i < 10; i++) {
      const wallet = await generateKeyPairSigner();
      await airdrop({ recipientAddress: wallet.address, lamports: lamports(1_000n * SOL), commitment: 'confirmed' });
      wallets.push(wallet);
    }
    const connector = new SolanaSwapConnector(solanaVenue('jupitersol')!, {
      rpcUrl: world.rpcUrl,
      wsUrl: world.wsUrl,
      jupiterApiUrl: world.swapApiUrl,
    });
    const swap = (signer: KeyPairSigner) =>
      connector.swap({
        signer,
        inputMint: world.mints.SOL.address,
        outputMint: world.mints.USDC.address,
        amountIn: SOL / 100n,
        slippagePercent: 50,
      });

    const parallel = 100;
    const started = performance.now();
    await Promise.all(Array.from({ length: parallel }, (_, index) => swap(wallets[index % wallets.length]!)));
    const swapsPerSecond = parallel / ((performance.now() - started) / 1000);

    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
    const rawSwap = async (signer: KeyPairSigner) => {
      const query = new URLSearchParams({
        inputMint: world.mints.SOL.address,
        outputMint: world.mints.USDC.address,
        amount: String(SOL / 100n),
        slippageBps: '5000',
      });
      const quote = await (await fetch(`${world.swapApiUrl}/swap/v1/quote?${query}`)).json();
      const built = (await (
        await fetch(`${world.swapApiUrl}/swap/v1/swap`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ quoteResponse: quote, userPublicKey: signer.address }),
        })
      ).json()) as { swapTransaction: string; lastValidBlockHeight: number };
      const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(built.swapTransaction));
      const blockhash = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).lifetimeToken as Blockhash;
      const signed = {
        ...(await signTransaction([signer.keyPair], transaction)),
        lifetimeConstraint: { blockhash, lastValidBlockHeight: BigInt(built.lastValidBlockHeight) },
      };
      assertIsTransactionWithinSizeLimit(signed);
      assertIsTransactionWithBlockhashLifetime(signed);
      await sendAndConfirm(signed, { commitment: 'confirmed' });
    };
    const rawTimes: number[] = [];
    const connectorTimes: number[] = [];
    for (let round = 0; round < 20; round++) {
      let t = performance.now();
      await swap(wallets[0]!);
      connectorTimes.push(performance.now() - t);
      t = performance.now();
      await rawSwap(wallets[1]!);
      rawTimes.push(performance.now() - t);
    }

    const roundTrips: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await rpc.getBalance(wallets[0]!.address).send();
      roundTrips.push(performance.now() - t);
    }

    const figures = {
      parallelSwaps: parallel,
      wallets: wallets.length,
      slotMs: 400,
      swapsPerSecond: round1(swapsPerSecond),
      rawKitMsPerSwap: round1(median(rawTimes)),
      connectorMsPerSwap: round1(median(connectorTimes)),
      ratio: Math.round((median(connectorTimes) / median(rawTimes)) * 100) / 100,
      rpcRoundTripMs: Math.round(median(roundTrips) * 100) / 100,
    };
    console.log(
      `  ${figures.swapsPerSecond} swaps/s through the connector (${parallel} swaps from ${wallets.length} wallets at once, 400 ms slots)`,
    );
    console.log(
      `  per swap: connector ${figures.connectorMsPerSwap} ms, @solana/kit alone ${figures.rawKitMsPerSwap} ms (ratio ${figures.ratio})`,
    );
    console.log(`  sandbox RPC round trip (getBalance, median of 200): ${figures.rpcRoundTripMs} ms`);
    return figures;
  } finally {
    await world.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
