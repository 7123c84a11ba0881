// The parts of the sandbox chain's launchpad (a pump.fun-style meme-token launch platform) a client
// calls: launch, buy and sell on a token's bonding curve, quotes, the curve's state, the list of
// launches and the events. A launch token is a plain ERC-20 (viem's erc20Abi) whose launchpad may
// take a seller's tokens without an approval. Checked against the compiled contract by a test.
import { parseAbi } from 'viem';

export const LAUNCHPAD_ABI = parseAbi([
  'function create(string name, string symbol) payable returns (address token)',
  'function buy(address token, uint256 minTokensOut) payable returns (uint256 tokensOut)',
  'function sell(address token, uint256 amount, uint256 minNativeOut) returns (uint256 nativeOut)',
  'function quoteBuy(address token, uint256 nativeIn) view returns (uint256 tokensOut)',
  'function quoteSell(address token, uint256 tokensIn) view returns (uint256 nativeOut)',
  'function curve(address token) view returns (uint256 nativeReserve, uint256 tokenReserve, uint256 realNativeReserve, uint256 realTokenReserve, uint256 marketCap, bool graduated, address pair, address creator)',
  'function tokenCount() view returns (uint256)',
  'function tokenAt(uint256 index) view returns (address)',
  'function GRADUATION_MARKET_CAP() view returns (uint256)',
  'function FEE_BPS() view returns (uint256)',
  'function TOTAL_SUPPLY() view returns (uint256)',
  'function CURVE_SUPPLY() view returns (uint256)',
  'event Launched(address indexed token, address indexed creator, string name, string symbol)',
  'event Trade(address indexed token, address indexed trader, bool isBuy, uint256 nativeAmount, uint256 tokenAmount, uint256 priceAfter)',
  'event Graduated(address indexed token, address pair)',
]);
