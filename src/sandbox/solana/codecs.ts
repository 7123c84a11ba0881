// @solana/kit's codecs, built once. Building a codec costs more than running it (a transaction
// decoder takes ~70 µs to build and ~30 µs to decode), and the node decodes on every transaction.
import {
  type Address,
  getAddressDecoder,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit';

const base58Decoder = getBase58Decoder();
const base58Encoder = getBase58Encoder();
const addressDecoder = getAddressDecoder();
const addressEncoder = getAddressEncoder();

export const transactionDecoder = getTransactionDecoder();
export const transactionEncoder = getTransactionEncoder();
export const messageDecoder = getCompiledTransactionMessageDecoder();

/** Bytes as base58 text (signatures, blockhashes, instruction data). */
export const toBase58 = (bytes: Uint8Array): string => base58Decoder.decode(bytes);
export const fromBase58 = (text: string): Uint8Array => base58Encoder.encode(text) as Uint8Array;
export const addressFromBytes = (bytes: Uint8Array): Address => addressDecoder.decode(bytes);
export const addressToBytes = (address: Address): Uint8Array => addressEncoder.encode(address) as Uint8Array;
