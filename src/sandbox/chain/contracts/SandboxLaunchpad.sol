// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SandboxLaunchToken} from "./SandboxLaunchToken.sol";

interface ILaunchpadRouter {
    function factory() external view returns (address);
    function WETH() external view returns (address);
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity);
}

interface ILaunchpadFactory {
    function getPair(address tokenA, address tokenB) external view returns (address);
    function createPair(address tokenA, address tokenB) external returns (address);
}

interface ILaunchpadPair {
    function mint(address to) external returns (uint256);
}

interface ILaunchpadWrappedNative {
    function deposit() external payable;
    function transfer(address to, uint256 value) external returns (bool);
}

/// A meme-token launch platform in the manner of pump.fun. Anyone launches a token with a fixed
/// supply; 80% of it is sold on a constant-product bonding curve over virtual reserves (the curve
/// starts with VIRTUAL_NATIVE coins against VIRTUAL_TOKENS tokens, of which only CURVE_SUPPLY are
/// real). When the curve's market cap (its price times the whole supply) reaches
/// GRADUATION_MARKET_CAP, the token graduates: the coins the curve collected and tokens at the
/// curve's last price go into a Uniswap V2 pool (the LP tokens are burned), whatever tokens are
/// left are burned, and the curve stops trading. The platform keeps FEE_BPS of every trade.
contract SandboxLaunchpad is Ownable, ReentrancyGuard {
    uint256 public constant TOTAL_SUPPLY = 1_000_000_000 ether;
    uint256 public constant CURVE_SUPPLY = 800_000_000 ether;
    uint256 public constant VIRTUAL_NATIVE = 6 ether;
    uint256 public constant VIRTUAL_TOKENS = 1_073_000_000 ether;
    /// Reached after about 15 coins of net buying; the curve has then sold about 767.5M tokens.
    uint256 public constant GRADUATION_MARKET_CAP = 69 ether;
    uint256 public constant FEE_BPS = 100;
    address public constant LP_BURN = 0x000000000000000000000000000000000000dEaD;

    /// The part of the virtual token reserve the curve can never sell.
    uint256 private constant TOKEN_OFFSET = VIRTUAL_TOKENS - CURVE_SUPPLY;

    struct Curve {
        address creator;
        bool graduated;
        address pair;
        /// Virtual reserves: VIRTUAL_NATIVE plus the coins collected; TOKEN_OFFSET plus the
        /// tokens still for sale. After graduation they stay as the curve ended.
        uint256 nativeReserve;
        uint256 tokenReserve;
    }

    ILaunchpadRouter public immutable router;
    address public immutable factory;
    address public immutable wrappedNative;
    /// Trading fees not yet claimed by the owner.
    uint256 public feesAccrued;

    mapping(address => Curve) private curves;
    address[] private launched;

    event Launched(address indexed token, address indexed creator, string name, string symbol);
    /// nativeAmount: what a buyer paid (fee included) or a seller received (fee deducted);
    /// priceAfter: wei of the native coin per whole token (1e18 units) once the trade is done.
    event Trade(address indexed token, address indexed trader, bool isBuy, uint256 nativeAmount, uint256 tokenAmount, uint256 priceAfter);
    event Graduated(address indexed token, address pair);

    constructor(address router_) Ownable(msg.sender) {
        router = ILaunchpadRouter(router_);
        factory = router.factory();
        wrappedNative = router.WETH();
    }

    /// Coins come back only from the router, when a pool opened early took less than offered.
    receive() external payable {
        require(msg.sender == address(router), "Launchpad: DIRECT_PAYMENT");
    }

    /// Launches a token; any coins sent buy the creator's first tokens in the same transaction.
    function create(string calldata name, string calldata symbol) external payable nonReentrant returns (address token) {
        require(bytes(name).length > 0 && bytes(name).length <= 32, "Launchpad: NAME");
        require(bytes(symbol).length > 0 && bytes(symbol).length <= 12, "Launchpad: SYMBOL");
        token = address(new SandboxLaunchToken(name, symbol, TOTAL_SUPPLY));
        curves[token] = Curve(msg.sender, false, address(0), VIRTUAL_NATIVE, VIRTUAL_TOKENS);
        launched.push(token);
        emit Launched(token, msg.sender, name, symbol);
        if (msg.value > 0) _buy(token, msg.value, 0);
    }

    function buy(address token, uint256 minTokensOut) external payable nonReentrant returns (uint256 tokensOut) {
        return _buy(token, msg.value, minTokensOut);
    }

    /// Sells tokens back to the curve. No approval is needed: launch tokens let the launchpad
    /// take the seller's tokens.
    function sell(address token, uint256 amount, uint256 minNativeOut) external nonReentrant returns (uint256 nativeOut) {
        Curve storage c = _live(token);
        require(amount > 0, "Launchpad: ZERO_AMOUNT");
        require(SandboxLaunchToken(token).balanceOf(msg.sender) >= amount, "Launchpad: BALANCE");
        uint256 gross = (c.nativeReserve * amount) / (c.tokenReserve + amount);
        uint256 fee = (gross * FEE_BPS) / 10_000;
        nativeOut = gross - fee;
        require(nativeOut >= minNativeOut, "Launchpad: SLIPPAGE");
        // Rounding always favours the curve, so this holds; it guards the other curves' coins.
        require(c.nativeReserve - gross >= VIRTUAL_NATIVE, "Launchpad: RESERVE");
        c.nativeReserve -= gross;
        c.tokenReserve += amount;
        feesAccrued += fee;
        SandboxLaunchToken(token).transferFrom(msg.sender, address(this), amount);
        _send(msg.sender, nativeOut);
        emit Trade(token, msg.sender, false, nativeOut, amount, _price(c));
    }

    function claimFees(address payable to) external onlyOwner {
        uint256 amount = feesAccrued;
        feesAccrued = 0;
        _send(to, amount);
    }

    function quoteBuy(address token, uint256 nativeIn) external view returns (uint256 tokensOut) {
        (tokensOut, , ) = _buyAmounts(_live(token), nativeIn);
    }

    function quoteSell(address token, uint256 tokensIn) external view returns (uint256 nativeOut) {
        Curve storage c = _live(token);
        uint256 gross = (c.nativeReserve * tokensIn) / (c.tokenReserve + tokensIn);
        nativeOut = gross - (gross * FEE_BPS) / 10_000;
    }

    /// A launch's curve: virtual reserves, the real coins collected and tokens left for sale, the
    /// market cap in the native coin (wei), whether it graduated and to which pair.
    function curve(address token)
        external
        view
        returns (
            uint256 nativeReserve,
            uint256 tokenReserve,
            uint256 realNativeReserve,
            uint256 realTokenReserve,
            uint256 marketCap,
            bool graduated,
            address pair,
            address creator
        )
    {
        Curve storage c = curves[token];
        require(c.creator != address(0), "Launchpad: UNKNOWN_TOKEN");
        return (
            c.nativeReserve,
            c.tokenReserve,
            c.nativeReserve - VIRTUAL_NATIVE,
            c.tokenReserve - TOKEN_OFFSET,
            _marketCap(c),
            c.graduated,
            c.pair,
            c.creator
        );
    }

    function tokenCount() external view returns (uint256) {
        return launched.length;
    }

    function tokenAt(uint256 index) external view returns (address) {
        require(index < launched.length, "Launchpad: INDEX");
        return launched[index];
    }

    function _buy(address token, uint256 paid, uint256 minTokensOut) private returns (uint256 tokens) {
        Curve storage c = _live(token);
        require(paid > 0, "Launchpad: ZERO_AMOUNT");
        uint256 net;
        uint256 fee;
        (tokens, net, fee) = _buyAmounts(c, paid);
        require(tokens >= minTokensOut, "Launchpad: SLIPPAGE");
        c.nativeReserve += net;
        c.tokenReserve -= tokens;
        feesAccrued += fee;
        SandboxLaunchToken(token).transfer(msg.sender, tokens);
        if (paid > net + fee) _send(msg.sender, paid - net - fee);
        emit Trade(token, msg.sender, true, net + fee, tokens, _price(c));
        if (_marketCap(c) >= GRADUATION_MARKET_CAP || c.tokenReserve == TOKEN_OFFSET) _graduate(token, c);
    }

    /// What `paid` buys: the tokens, the coins that go into the curve and the fee. A buy larger
    /// than the tokens left is cut to them (the rest of `paid` is refunded).
    function _buyAmounts(Curve storage c, uint256 paid) private view returns (uint256 tokens, uint256 net, uint256 fee) {
        fee = (paid * FEE_BPS) / 10_000;
        net = paid - fee;
        tokens = (c.tokenReserve * net) / (c.nativeReserve + net);
        uint256 left = c.tokenReserve - TOKEN_OFFSET;
        if (tokens > left) {
            tokens = left;
            net = _ceilDiv(c.nativeReserve * tokens, c.tokenReserve - tokens);
            fee = _ceilDiv(net * FEE_BPS, 10_000 - FEE_BPS);
            if (net + fee > paid) fee = paid - net;
        }
    }

    /// Moves the curve's coins and tokens at its last price into a Uniswap V2 pool; LP tokens
    /// and the tokens left over are burned, so the pool's price starts where the curve ended.
    function _graduate(address token, Curve storage c) private {
        c.graduated = true;
        uint256 nativeForPool = c.nativeReserve - VIRTUAL_NATIVE;
        uint256 tokensForPool = (nativeForPool * c.tokenReserve) / c.nativeReserve;
        uint256 held = SandboxLaunchToken(token).balanceOf(address(this));
        if (tokensForPool > held) tokensForPool = held;
        SandboxLaunchToken(token).approve(address(router), tokensForPool);
        try router.addLiquidityETH{value: nativeForPool}(token, tokensForPool, 0, 0, LP_BURN, block.timestamp) returns (
            uint256,
            uint256 nativeUsed,
            uint256
        ) {
            // A pool someone opened early at another price takes less coin; the rest is kept.
            feesAccrued += nativeForPool - nativeUsed;
        } catch {
            _addToPairDirectly(token, tokensForPool, nativeForPool);
        }
        uint256 left = SandboxLaunchToken(token).balanceOf(address(this));
        if (left > 0) SandboxLaunchToken(token).burn(left);
        c.pair = ILaunchpadFactory(factory).getPair(token, wrappedNative);
        emit Graduated(token, c.pair);
    }

    /// The router refuses a pool left with one side empty (coins sent to the pair and synced
    /// before graduation), which it cannot price; the pair itself takes any balances as given.
    function _addToPairDirectly(address token, uint256 tokens, uint256 native) private {
        address pair = ILaunchpadFactory(factory).getPair(token, wrappedNative);
        if (pair == address(0)) pair = ILaunchpadFactory(factory).createPair(token, wrappedNative);
        ILaunchpadWrappedNative(wrappedNative).deposit{value: native}();
        require(ILaunchpadWrappedNative(wrappedNative).transfer(pair, native), "Launchpad: WRAP");
        SandboxLaunchToken(token).transfer(pair, tokens);
        ILaunchpadPair(pair).mint(LP_BURN);
    }

    function _live(address token) private view returns (Curve storage c) {
        c = curves[token];
        require(c.creator != address(0), "Launchpad: UNKNOWN_TOKEN");
        require(!c.graduated, "Launchpad: GRADUATED");
    }

    function _marketCap(Curve storage c) private view returns (uint256) {
        return (c.nativeReserve * TOTAL_SUPPLY) / c.tokenReserve;
    }

    function _price(Curve storage c) private view returns (uint256) {
        return (c.nativeReserve * 1 ether) / c.tokenReserve;
    }

    function _send(address to, uint256 amount) private {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "Launchpad: PAYMENT_FAILED");
    }

    function _ceilDiv(uint256 a, uint256 b) private pure returns (uint256) {
        return (a + b - 1) / b;
    }
}
