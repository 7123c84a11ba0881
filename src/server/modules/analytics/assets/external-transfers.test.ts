// Transfers decoded from real signed transactions (viem signs them as the wallet module does).
import { encodeFunctionData, erc20Abi, type Hex, maxUint256, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { externalTransfers, plainTransferOf } from './external-transfers.ts';

const mine = privateKeyToAccount(generatePrivateKey());
const alsoMine = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
const TOKEN = '0x55d398326f99059fF775485246999027B3197955';
const ROUTER = '0x10ED43C718714eb63d5aA57B78B54704E256024E';

const own = new Set([mine.address.toLowerCase(), alsoMine.address.toLowerCase()]);
let nonce = 0;

const sign = (account: typeof mine, to: Hex, value: bigint, data?: Hex) =>
  account.signTransaction({
    chainId: 97,
    type: 'eip1559',
    to,
    value,
    data,
    nonce: nonce++,
    gas: 100_000n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
  });
const tokenTransfer = (to: Hex, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
const at = new Date('2026-05-02T00:00:00Z');

const sends: { fromAddress: string; raw: string; createdAt: Date }[] = [];

beforeAll(async () => {
  const send = async (from: typeof mine, raw: Promise<Hex>) => sends.push({ fromAddress: from.address, raw: await raw, createdAt: at });
  await send(mine, sign(mine, stranger.address, parseEther('1.5'))); // the coin out
  await send(stranger, sign(stranger, TOKEN, 0n, tokenTransfer(mine.address, parseUnits('250', 18)))); // a token in
  await send(mine, sign(mine, alsoMine.address, parseEther('3'))); // allocation between own wallets
  await send(mine, sign(mine, TOKEN, 0n, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ROUTER, maxUint256] })));
  await send(stranger, sign(stranger, stranger.address, parseEther('9'))); // nothing to do with the user
});

describe('external transfers from the send journal', () => {
  it("decodes the chain's coin and ERC-20 transfers, and nothing else", async () => {
    expect(plainTransferOf(sends[0]!.raw as Hex)).toEqual({
      token: 'native',
      to: stranger.address.toLowerCase(),
      amount: parseEther('1.5'),
    });
    expect(plainTransferOf(sends[1]!.raw as Hex)).toEqual({
      token: TOKEN.toLowerCase(),
      to: mine.address.toLowerCase(),
      amount: parseUnits('250', 18),
    });
    expect(plainTransferOf(sends[3]!.raw as Hex)).toBeNull();
    expect(plainTransferOf('0xdeadbeef')).toBeNull();
  });

  it("counts what crosses the edge of the user's wallets: out to a stranger, in from one; not moves between own wallets", () => {
    expect(externalTransfers(sends, own)).toEqual([
      { direction: 'out', token: 'native', amount: parseEther('1.5'), at },
      { direction: 'in', token: TOKEN.toLowerCase(), amount: parseUnits('250', 18), at },
    ]);
  });
});
