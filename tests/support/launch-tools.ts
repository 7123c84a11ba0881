// The sandbox launch platform as the launch-kind scenarios use it beside a DEX bot scenario: an
// outside trader (funded by the chain's deployer) who launches tokens and buys them on their curve,
// the curve's state, token balances and the block a swap was mined in.
import { type Address, erc20Abi, type Hash, keccak256, parseEther, parseEventLogs, toHex } from 'viem';
import { LAUNCHPAD_ABI } from '../../src/engine/connectors/evm/launchpad-abi.ts';
import { nodeClients } from '../../src/sandbox/chain/chain-client.ts';
import type { DexBotScenario } from './dex-bot-scenario.ts';

export type Curve = readonly [bigint, bigint, bigint, bigint, bigint, boolean, Address, Address];

export async function launchTools(s: DexBotScenario, label = 'launch outsider') {
  const clients = nodeClients(s.chain.node, s.chain.chainId);
  const client = s.connector.client;
  const launchpad = s.chain.contracts.launchpad!;
  const outsider = clients.walletFor(keccak256(toHex(label)));
  const mined = async (sent: Promise<Hash>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await sent });
    if (receipt.status !== 'success') throw new Error(`transaction ${receipt.transactionHash} reverted`);
    return receipt;
  };
  await mined(clients.walletFor(s.chain.privateKey).sendTransaction({ to: outsider.account.address, value: parseEther('500') }));

  return {
    outsider: outsider.account.address,
    /** The outsider launches a token (its first buy in the same transaction): the token and its launch block. */
    async launch(name: string, symbol: string, firstBuy = '0.2'): Promise<{ token: Address; block: number }> {
      const receipt = await mined(
        outsider.writeContract({
          address: launchpad,
          abi: LAUNCHPAD_ABI,
          functionName: 'create',
          args: [name, symbol],
          value: parseEther(firstBuy),
        }),
      );
      const [launched] = parseEventLogs({ abi: LAUNCHPAD_ABI, eventName: 'Launched', logs: receipt.logs });
      return { token: launched!.args.token, block: Number(receipt.blockNumber) };
    },
    /** The outsider buys `bnb` of the token on its curve. */
    async buy(token: Address, bnb: string) {
      return mined(
        outsider.writeContract({ address: launchpad, abi: LAUNCHPAD_ABI, functionName: 'buy', args: [token, 0n], value: parseEther(bnb) }),
      );
    },
    curve: (token: Address) =>
      client.readContract({ address: launchpad, abi: LAUNCHPAD_ABI, functionName: 'curve', args: [token] }) as Promise<Curve>,
    balanceOf: (token: Address, holder: string) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder as Address] }),
    /** The block a transaction was mined in. */
    async blockOf(hash: string): Promise<number> {
      return Number((await client.getTransactionReceipt({ hash: hash as Hash })).blockNumber);
    },
  };
}
