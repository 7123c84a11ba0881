import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { coinField, webField } from '../markets/pair.ts';
import { leverageField, marginModeField } from './fields.ts';

const futuresMarket = { web: webField, yenUnit1: coinField, yenUnit2: coinField };

/** Sets the leverage of a futures market on the user's account there. */
export const setLeverage = defineCall({
  module: 'Trade',
  action: 'set_leverage',
  auth: 'user',
  request: z.object({ ...futuresMarket, leverage: leverageField }),
  response: z.object({ leverage: z.number().int() }),
});

/** Sets cross or isolated margin for a futures market; the venue refuses a change while a position is open there. */
export const setMarginMode = defineCall({
  module: 'Trade',
  action: 'set_margin_mode',
  auth: 'user',
  request: z.object({ ...futuresMarket, margin_mode: marginModeField }),
  response: z.object({ margin_mode: marginModeField }),
});
