// A wallet call whose chain does not answer tells the user so ("not responding", as for a venue)
// instead of a server error: the chain's RPC may be down, or unreachable from this server.
import { BaseError, HttpRequestError, TimeoutError } from 'viem';
import { convertChainError } from '../../../engine/connectors/evm/chain-errors.ts';
import { convertSolanaError } from '../../../engine/connectors/solana/solana-errors.ts';
import type { RegisteredCall } from '../../http/call-registry.ts';
import { venueFailure } from '../markets/venue-failure.ts';

const unreachable = (error: unknown) =>
  error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;

export function chainFailure(error: unknown): unknown {
  if (unreachable(error)) return venueFailure(convertChainError(error, { chain: '', operation: 'read' }));
  // A Solana RPC's failures are SolanaErrors and fetch failures, which the Solana table knows.
  return venueFailure(error instanceof BaseError ? error : convertSolanaError(error, { chain: '', operation: 'read' }));
}

/** The call, answering an unreachable chain with 4105 and a refused read with 4106. */
export function answeringChainFailures(call: RegisteredCall): RegisteredCall {
  return {
    contract: call.contract,
    async handle(input, ctx) {
      try {
        return await call.handle(input, ctx);
      } catch (error) {
        throw chainFailure(error);
      }
    },
  };
}
