import { describe, expect, it } from 'vitest';
import { SOLANA_MAINNET, SolanaVenueRegistry, solanaVenuesOn } from './solana-venue-registry.ts';

const sandboxNetwork = { ...SOLANA_MAINNET, name: 'Sandbox Solana', rpcUrl: 'http://127.0.0.1:1', swapApiUrl: 'http://127.0.0.1:2' };
const sandboxMarket = {
  tokens: [
    { symbol: 'SOL', mint: 'So11111111111111111111111111111111111111112', decimals: 9 },
    { symbol: 'DEMO', mint: 'DemoMint11111111111111111111111111111111111', decimals: 6 },
  ],
  pairs: [{ base: 'DEMO', quote: 'SOL' }],
  defaultPair: { base: 'DEMO', quote: 'SOL' },
  simulated: true,
};

describe('SolanaVenueRegistry', () => {
  it('knows the spec’s five Solana venues on mainnet, through the RPC the operator names', () => {
    const registry = new SolanaVenueRegistry({ rpcUrl: 'https://rpc.example.org' });
    expect(registry.list().map((venue) => venue.id)).toEqual(['jupitersol', 'orcasol', 'raydiumsol', 'raydiumsolv3', 'raydiumsolcpmm']);
    expect(registry.get('orcasol')?.network.rpcUrl).toBe('https://rpc.example.org');
    expect(registry.get('orcasol')?.defaultPair).toEqual({ base: 'SOL', quote: 'USDC' });
    expect(new SolanaVenueRegistry({ includePublic: false }).list()).toEqual([]);
  });

  it('lets the sandbox network’s venues replace mainnet’s of the same ids, and takes them away again', () => {
    const registry = new SolanaVenueRegistry();
    const mainnetConnector = registry.connector('raydiumsol');
    for (const venue of solanaVenuesOn(sandboxNetwork, sandboxMarket)) registry.register(venue);
    expect(registry.get('raydiumsol')).toMatchObject({ simulated: true, network: { rpcUrl: 'http://127.0.0.1:1' } });
    // A replaced venue gets a connector of its own network, made once.
    const connector = registry.connector('raydiumsol');
    expect(connector).not.toBe(mainnetConnector);
    expect(registry.connector('raydiumsol')).toBe(connector);
    expect(registry.marketSource('raydiumsol')).toBe(registry.marketSource('raydiumsol'));
    registry.unregister('raydiumsol');
    expect(registry.has('raydiumsol')).toBe(false);
    expect(() => registry.connector('raydiumsol')).toThrow('unknown Solana venue raydiumsol');
  });
});
