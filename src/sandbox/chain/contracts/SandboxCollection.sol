// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {IERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/IERC721Enumerable.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An NFT collection for the sandbox chain: ids 1 to maxSupply, minted in batches by the owner,
/// never burned. It answers the enumerable interface (totalSupply, tokenByIndex,
/// tokenOfOwnerByIndex) by scanning ids instead of keeping OpenZeppelin's four indexes, so an item
/// costs one storage slot: the chain's checkpoints read back every slot ever written, and a view
/// over a few hundred ids is cheap.
contract SandboxCollection is ERC721, IERC721Enumerable, Ownable {
    uint256 public immutable maxSupply;
    uint256 public totalSupply;

    constructor(string memory name_, string memory symbol_, uint256 maxSupply_) ERC721(name_, symbol_) Ownable(msg.sender) {
        maxSupply = maxSupply_;
    }

    /// Mints the next `count` ids to `to`.
    function mint(address to, uint256 count) external onlyOwner {
        uint256 next = totalSupply;
        require(next + count <= maxSupply, "Collection: SOLD_OUT");
        totalSupply = next + count;
        for (uint256 i = 1; i <= count; i++) _mint(to, next + i);
    }

    function tokenByIndex(uint256 index) external view returns (uint256) {
        require(index < totalSupply, "Collection: INDEX");
        return index + 1;
    }

    /// The `index`-th item `owner` holds, in id order.
    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        require(index < balanceOf(owner), "Collection: INDEX");
        uint256 supply = totalSupply;
        for (uint256 id = 1; id <= supply; id++) {
            if (_ownerOf(id) != owner) continue;
            if (index == 0) return id;
            index--;
        }
        revert("Collection: INDEX");
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, IERC165) returns (bool) {
        return interfaceId == type(IERC721Enumerable).interfaceId || super.supportsInterface(interfaceId);
    }
}
