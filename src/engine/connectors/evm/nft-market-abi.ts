// The parts of the sandbox chain's NFT marketplace and of an ERC-721 collection a client calls:
// list, buy (paid in the native coin, exactly the price), cancel, a listing, a collection's
// buyable listings page by page, the events; and the ERC-721 reads and approvals a trader needs.
// Checked against the compiled contracts by a test.
import { parseAbi } from 'viem';

export const NFT_MARKET_ABI = parseAbi([
  'function list(address collection, uint256 tokenId, uint256 price)',
  'function buy(address collection, uint256 tokenId) payable',
  'function cancel(address collection, uint256 tokenId)',
  'function listing(address collection, uint256 tokenId) view returns (address seller, uint256 price)',
  'function listingCount(address collection) view returns (uint256)',
  'function listingsOf(address collection, uint256 offset, uint256 limit) view returns (uint256[] tokenIds, address[] sellers, uint256[] prices)',
  'function FEE_BPS() view returns (uint256)',
  'function MAX_PAGE() view returns (uint256)',
  'event Listed(address indexed collection, uint256 indexed tokenId, address indexed seller, uint256 price)',
  'event Sold(address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 price)',
  'event Cancelled(address indexed collection, uint256 indexed tokenId, address indexed seller)',
]);

export const ERC721_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function setApprovalForAll(address operator, bool approved)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);
