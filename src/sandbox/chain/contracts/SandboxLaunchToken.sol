// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";

/// A token launched on the sandbox launchpad: 18 decimals, the whole fixed supply minted to the
/// launchpad, which sells it on its bonding curve and lists the rest on Uniswap V2 at graduation.
contract SandboxLaunchToken is ERC20, ERC20Burnable {
    address public immutable launchpad;

    constructor(string memory name_, string memory symbol_, uint256 supply) ERC20(name_, symbol_) {
        launchpad = msg.sender;
        _mint(msg.sender, supply);
    }

    /// The launchpad may move any holder's tokens without an approval, so a sale on the curve
    /// needs no approve transaction first. It is sound because the launchpad only ever takes
    /// tokens from the seller, inside the seller's own sell() call.
    function allowance(address owner, address spender) public view override returns (uint256) {
        if (spender == launchpad) return type(uint256).max;
        return super.allowance(owner, spender);
    }
}
