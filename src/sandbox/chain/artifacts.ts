// The contracts the sandbox chain deploys: Uniswap V2 exactly as published (@uniswap/v2-core and
// @uniswap/v2-periphery builds; the pair's bytecode matches the init code hash the router's library
// uses to find pairs) and our ERC-20 (OpenZeppelin), compiled from contracts/ and committed.
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';
import sandboxFeeToken from './artifacts/sandbox-fee-token.json' with { type: 'json' };
import sandboxToken from './artifacts/sandbox-token.json' with { type: 'json' };

const require = createRequire(import.meta.url);

export interface DeployableContract {
  abi: Abi;
  bytecode: Hex;
}

function published(path: string): DeployableContract {
  const build = require(path) as { abi: Abi; bytecode: string };
  return { abi: build.abi, bytecode: `0x${build.bytecode.replace(/^0x/, '')}` };
}

export const WRAPPED_NATIVE = published('@uniswap/v2-periphery/build/WETH9.json');
export const UNISWAP_V2_FACTORY = published('@uniswap/v2-core/build/UniswapV2Factory.json');
export const UNISWAP_V2_ROUTER = published('@uniswap/v2-periphery/build/UniswapV2Router02.json');
export const UNISWAP_V2_PAIR = published('@uniswap/v2-core/build/UniswapV2Pair.json');
export const SANDBOX_TOKEN: DeployableContract = { abi: sandboxToken.abi as Abi, bytecode: sandboxToken.bytecode as Hex };
/** An ERC-20 keeping a fee on transfers between holders, for the fee-on-transfer swap paths. */
export const SANDBOX_FEE_TOKEN: DeployableContract = { abi: sandboxFeeToken.abi as Abi, bytecode: sandboxFeeToken.bytecode as Hex };
