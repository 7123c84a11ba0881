// Rows named by their id: the request of a call that acts on one row, and the answer of a call
// that removed or recorded one.
import { z } from 'zod';

export const idField = z.number().int().positive();

/** The request of a call that acts on one row of the caller's. */
export const idRequest = z.object({ id: idField });

/** The answer of a call that removed or recorded a row: its id. */
export const idAnswer = z.object({ id: z.number().int() });
