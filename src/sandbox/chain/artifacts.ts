// The contracts the sandbox chain deploys: Uniswap V2 exactly as published (@uniswap/v2-core and
// @uniswap/v2-periphery builds; the pair's bytecode matches the init code hash the router's library
// uses to find pairs) and our own contracts (OpenZeppelin ERC-20s and ERC-721, the launchpad and
// the NFT market), compiled from contracts/ and committed.
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';
import sandboxCollection from './artifacts/sandbox-collection.json' with { type: 'json' };
import sandboxFeeToken from './artifacts/sandbox-fee-token.json' with { type: 'json' };
import sandboxLaunchToken from './artifacts/sandbox-launch-token.json' with { type: 'json' };
import sandboxLaunchpad from './artifacts/sandbox-launchpad.json' with { type: 'json' };
import sandboxNftMarket from './artifacts/sandbox-nft-market.json' with { type: 'json' };
import sandboxToken from './artifacts/sandbox-token.json' with { type: 'json' };

const require = createRequire(import.meta.url);

export interface DeployableContract {
  abi: Abi;
  bytecode: Hex;
}

function own(artifact: { abi: unknown[]; bytecode: string }): DeployableContract {
  return { abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex };
}

function published(path: string): DeployableContract {
  const build = require(path) as { abi: Abi; bytecode: string };
  return { abi: build.abi, bytecode: `0x${build.bytecode.replace(/^0x/, '')}` };
}

export const WRAPPED_NATIVE = published('@uniswap/v2-periphery/build/WETH9.json');
export const UNISWAP_V2_FACTORY = published('@uniswap/v2-core/build/UniswapV2Factory.json');
export const UNISWAP_V2_ROUTER = published('@uniswap/v2-periphery/build/UniswapV2Router02.json');
export const UNISWAP_V2_PAIR = published('@uniswap/v2-core/build/UniswapV2Pair.json');
export const SANDBOX_TOKEN = own(sandboxToken);
/** An ERC-20 keeping a fee on transfers between holders, for the fee-on-transfer swap paths. */
export const SANDBOX_FEE_TOKEN = own(sandboxFeeToken);
/** The meme-token launch platform (bonding curves that graduate into Uniswap V2 pools). */
export const SANDBOX_LAUNCHPAD = own(sandboxLaunchpad);
/** A token the launchpad launched (deployed by the launchpad itself, never directly). */
export const SANDBOX_LAUNCH_TOKEN = own(sandboxLaunchToken);
/** An ERC-721 collection (the enumerable interface, minted in batches by its owner). */
export const SANDBOX_COLLECTION = own(sandboxCollection);
/** A fixed-price NFT marketplace paid in the native coin. */
export const SANDBOX_NFT_MARKET = own(sandboxNftMarket);
