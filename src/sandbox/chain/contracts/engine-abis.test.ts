// The engine's hand-written ABIs for the launchpad, the NFT market and ERC-721 collections (it may
// not import the sandbox) say what the compiled contracts say: same names, types, parameter names,
// indexed flags and mutability for every entry they list.
import type { Abi, AbiParameter } from 'viem';
import { describe, expect, it } from 'vitest';
import { LAUNCHPAD_ABI } from '../../../engine/connectors/evm/launchpad-abi.ts';
import { ERC721_ABI, NFT_MARKET_ABI } from '../../../engine/connectors/evm/nft-market-abi.ts';
import { SANDBOX_COLLECTION, SANDBOX_LAUNCHPAD, SANDBOX_NFT_MARKET } from '../artifacts.ts';

const parameters = (list: readonly AbiParameter[] | undefined) =>
  (list ?? []).map((parameter) => ({ name: parameter.name ?? '', type: parameter.type }));

/** An event's parameters with their indexed flag (viem's parseAbi leaves out `indexed: false`). */
const eventParameters = (list: readonly (AbiParameter & { indexed?: boolean })[]) =>
  list.map((parameter) => ({ name: parameter.name ?? '', type: parameter.type, indexed: parameter.indexed === true }));

function shape(entry: Abi[number]) {
  if (entry.type === 'function') {
    return { inputs: parameters(entry.inputs), outputs: parameters(entry.outputs), stateMutability: entry.stateMutability };
  }
  if (entry.type === 'event') return { inputs: eventParameters(entry.inputs) };
  return {};
}

function compare(handWritten: Abi, compiled: Abi) {
  for (const entry of handWritten) {
    const name = 'name' in entry ? entry.name : entry.type;
    const match = compiled.find((candidate) => candidate.type === entry.type && 'name' in candidate && candidate.name === name);
    expect(match, `${entry.type} ${name} is in the compiled ABI`).toBeDefined();
    expect(shape(entry), `${entry.type} ${name}`).toEqual(shape(match!));
  }
}

describe('the engine ABIs of the sandbox chain contracts', () => {
  it('match the compiled launchpad', () => compare(LAUNCHPAD_ABI, SANDBOX_LAUNCHPAD.abi));
  it('match the compiled NFT market', () => compare(NFT_MARKET_ABI, SANDBOX_NFT_MARKET.abi));
  it('match the compiled ERC-721 collection', () => compare(ERC721_ABI, SANDBOX_COLLECTION.abi));
});
