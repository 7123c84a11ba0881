// Rows named by their id: the request of a call that acts on one row, and the answer of a call
// that removed or recorded one.
import { z } from 'zod';

/**
 * The largest row id the database holds (a Postgres integer): a larger id names no row, and is
 * refused as a bad parameter rather than reaching a query that cannot take it.
 */
export const MAX_ROW_ID = 2_147_483_647;

export const idField = z.number().int().positive().max(MAX_ROW_ID);

/** The request of a call that acts on one row of the caller's. */
export const idRequest = z.object({ id: idField });

/** The answer of a call that removed or recorded a row: its id. */
export const idAnswer = z.object({ id: z.number().int() });
