// A sandbox chain and the DEX connector pointed at it over HTTP, as the product reaches any chain.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, type Hex, keccak256, parseEther, toHex } from 'viem';
import { EvmDexConnector } from '../../src/engine/connectors/evm/evm-dex-connector.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import { sandboxDexChain } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { type SandboxChain, type SandboxChainOptions, startSandboxChain } from '../../src/sandbox/chain/sandbox-chain.ts';

export interface SandboxDex {
  chain: SandboxChain;
  connector: EvmDexConnector;
  token(symbol: string): Address;
  /** A fresh wallet key, funded with `native` BNB by the chain's funded account (none when 0). */
  wallet(label: string, native?: bigint): Promise<Hex>;
  close(): Promise<void>;
}

export async function startSandboxDex(options: Partial<SandboxChainOptions> = {}): Promise<SandboxDex> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-dex-'));
  const chain = await startSandboxChain({ dataDir, swappers: false, blockIntervalMs: 100, ...options });
  const connector = new EvmDexConnector(sandboxDexChain(chain));
  const funder = nodeClients(chain.node, chain.chainId);
  return {
    chain,
    connector,
    token: (symbol) => chain.contracts.tokens[symbol]!,
    async wallet(label, native = parseEther('10')) {
      const key = keccak256(toHex(`test wallet ${label}`));
      if (native > 0n) {
        const hash = await funder.walletFor(chain.privateKey).sendTransaction({ to: connector.address(key), value: native });
        await connector.client.waitForTransactionReceipt({ hash });
      }
      return key;
    },
    async close() {
      await chain.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
