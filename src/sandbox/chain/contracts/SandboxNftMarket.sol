// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// A fixed-price NFT marketplace paid in the native coin. Listings leave the item with its seller
/// (who approves the market, usually with setApprovalForAll) until someone buys it; the market's
/// owner keeps FEE_BPS of every sale. A listing whose seller no longer owns the item or no longer
/// lets the market move it is stale: it cannot be bought, and listingsOf leaves it out.
contract SandboxNftMarket is Ownable, ReentrancyGuard {
    uint256 public constant FEE_BPS = 200;
    /// listingsOf answers at most this many entries a call.
    uint256 public constant MAX_PAGE = 100;

    struct Listing {
        address seller;
        uint256 price;
    }

    mapping(address => mapping(uint256 => Listing)) private listings;
    /// Every listed id of a collection, with each id's place in it plus one (0: not listed).
    mapping(address => uint256[]) private listedIds;
    mapping(address => mapping(uint256 => uint256)) private listedPlace;

    event Listed(address indexed collection, uint256 indexed tokenId, address indexed seller, uint256 price);
    event Sold(address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 price);
    event Cancelled(address indexed collection, uint256 indexed tokenId, address indexed seller);

    constructor() Ownable(msg.sender) {}

    /// Lists an item at `price` (wei), or changes the price of its listing.
    function list(address collection, uint256 tokenId, uint256 price) external {
        require(price > 0, "Market: ZERO_PRICE");
        require(_ownerOf(collection, tokenId) == msg.sender, "Market: NOT_OWNER");
        require(_approved(collection, tokenId, msg.sender), "Market: NOT_APPROVED");
        listings[collection][tokenId] = Listing(msg.sender, price);
        if (listedPlace[collection][tokenId] == 0) {
            listedIds[collection].push(tokenId);
            listedPlace[collection][tokenId] = listedIds[collection].length;
        }
        emit Listed(collection, tokenId, msg.sender, price);
    }

    /// Buys a listed item for exactly its price; the seller gets it less the fee.
    function buy(address collection, uint256 tokenId) external payable nonReentrant {
        Listing memory listed = listings[collection][tokenId];
        require(listed.seller != address(0), "Market: NOT_LISTED");
        require(msg.value == listed.price, "Market: WRONG_PRICE");
        require(_active(collection, tokenId, listed.seller), "Market: STALE_LISTING");
        require(msg.sender != listed.seller, "Market: OWN_LISTING");
        _remove(collection, tokenId);
        IERC721(collection).transferFrom(listed.seller, msg.sender, tokenId);
        uint256 fee = (listed.price * FEE_BPS) / 10_000;
        _send(owner(), fee);
        _send(listed.seller, listed.price - fee);
        emit Sold(collection, tokenId, listed.seller, msg.sender, listed.price);
    }

    /// Ends a listing: its seller may, and so may the item's owner once a stale listing is theirs.
    function cancel(address collection, uint256 tokenId) external {
        Listing memory listed = listings[collection][tokenId];
        require(listed.seller != address(0), "Market: NOT_LISTED");
        require(msg.sender == listed.seller || _ownerOf(collection, tokenId) == msg.sender, "Market: NOT_SELLER");
        _remove(collection, tokenId);
        emit Cancelled(collection, tokenId, listed.seller);
    }

    /// The seller and price of an item's listing (zero when it is not listed).
    function listing(address collection, uint256 tokenId) external view returns (address seller, uint256 price) {
        Listing memory listed = listings[collection][tokenId];
        return (listed.seller, listed.price);
    }

    /// How many listings a collection has, stale ones included: the bound for paging listingsOf.
    function listingCount(address collection) external view returns (uint256) {
        return listedIds[collection].length;
    }

    /// The buyable listings among entries [offset, offset + limit) of a collection's listings
    /// (limit at most MAX_PAGE); stale ones are left out, so a page may hold fewer than limit.
    function listingsOf(address collection, uint256 offset, uint256 limit)
        external
        view
        returns (uint256[] memory tokenIds, address[] memory sellers, uint256[] memory prices)
    {
        uint256[] storage ids = listedIds[collection];
        uint256 end = offset + (limit > MAX_PAGE ? MAX_PAGE : limit);
        if (end > ids.length) end = ids.length;
        uint256 size = end > offset ? end - offset : 0;
        tokenIds = new uint256[](size);
        sellers = new address[](size);
        prices = new uint256[](size);
        uint256 found = 0;
        for (uint256 i = offset; i < end; i++) {
            Listing memory listed = listings[collection][ids[i]];
            if (!_active(collection, ids[i], listed.seller)) continue;
            (tokenIds[found], sellers[found], prices[found]) = (ids[i], listed.seller, listed.price);
            found++;
        }
        assembly {
            mstore(tokenIds, found)
            mstore(sellers, found)
            mstore(prices, found)
        }
    }

    function _active(address collection, uint256 tokenId, address seller) private view returns (bool) {
        return _ownerOf(collection, tokenId) == seller && _approved(collection, tokenId, seller);
    }

    /// The item's owner, or zero when the collection says it does not exist (burned, never minted).
    function _ownerOf(address collection, uint256 tokenId) private view returns (address) {
        try IERC721(collection).ownerOf(tokenId) returns (address holder) {
            return holder;
        } catch {
            return address(0);
        }
    }

    function _approved(address collection, uint256 tokenId, address holder) private view returns (bool) {
        return IERC721(collection).isApprovedForAll(holder, address(this)) || IERC721(collection).getApproved(tokenId) == address(this);
    }

    /// Swap-and-pop, so the listed ids stay a dense array.
    function _remove(address collection, uint256 tokenId) private {
        uint256[] storage ids = listedIds[collection];
        uint256 place = listedPlace[collection][tokenId];
        uint256 last = ids[ids.length - 1];
        ids[place - 1] = last;
        listedPlace[collection][last] = place;
        ids.pop();
        delete listedPlace[collection][tokenId];
        delete listings[collection][tokenId];
    }

    function _send(address to, uint256 amount) private {
        (bool ok, ) = payable(to).call{value: amount}("");
        require(ok, "Market: PAYMENT_FAILED");
    }
}
