// What a log line may say about a failed read: the response code, the venue's failure reason or
// the error's class. Never the message itself, which can carry a URL with an RPC key in it.
import { VenueError } from '../../../../engine/connectors/errors.ts';
import { ApiError } from '../../../http/api-error.ts';

export function failureText(error: unknown): string {
  if (error instanceof ApiError) return `code ${error.code}`;
  if (error instanceof VenueError) return `${error.action}: ${error.reason}`;
  return error instanceof Error ? error.name : typeof error;
}
