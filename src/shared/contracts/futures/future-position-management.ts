import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { webField } from '../markets/pair.ts';
import { positionView } from './fields.ts';

/**
 * /positionManagement: the open positions of every bound account on a venue with futures markets
 * (or of one venue). An account whose venue cannot be read is listed under `failures` with the
 * code it answered, and the others still show.
 */
export const futurePositionManagement = defineCall({
  module: 'wallet',
  action: 'future_position_management',
  auth: 'user',
  request: z.object({ web: webField.optional() }),
  response: z.object({
    list: z.array(positionView),
    failures: z.array(z.object({ web: z.string(), exchange: z.string(), code: z.number().int() })),
    updated_at: z.number().int(),
  }),
});
