// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// An ERC-20 that keeps a fee on every transfer between two holders (minting and burning are
/// free), as many small tokens do: the receiver gets less than was sent, so a swap into or out of
/// it works only through the router's fee-on-transfer variants.
contract SandboxFeeToken is ERC20 {
    uint256 public immutable feeBasisPoints;
    address public immutable feeCollector;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 feeBasisPoints_) ERC20(name_, symbol_) {
        require(feeBasisPoints_ <= 2_000, "fee above 20%");
        feeBasisPoints = feeBasisPoints_;
        feeCollector = msg.sender;
        _mint(msg.sender, supply);
    }

    function _update(address from, address to, uint256 value) internal override {
        if (from == address(0) || to == address(0) || from == feeCollector || to == feeCollector) {
            super._update(from, to, value);
            return;
        }
        uint256 fee = (value * feeBasisPoints) / 10_000;
        super._update(from, feeCollector, fee);
        super._update(from, to, value - fee);
    }
}
