import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { amountField } from '../wallet/wallet-fields.ts';
import { dexPairFields, gasMultiplierField, slippageField, swapTaskStarted } from './dex-swap-fields.ts';
import { sideField } from './fields.ts';

export const tradeDexRequest = z.object({
  ...dexPairFields,
  /** Buy spends `amount` of the quote; sell sells `amount` of the base. */
  side: sideField,
  amount: amountField,
  slippage: slippageField.default(1),
  gas_multiplier: gasMultiplierField,
  /**
   * Chosen by the client once per form submission: the same submission sent again (a lost answer,
   * a double click) answers the first swap's task instead of sending a second swap.
   */
  request_id: z.string('validation.dex.requestId').regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.dex.requestId'),
});

/**
 * A funding-wallet order (spec §2 /stocks): one swap from the user's main wallet on the venue's
 * chain, run as a one-swap background task so a restart neither loses nor repeats it. Refusals
 * before anything is stored: 4404 no main wallet on the chain, 4503 the main wallet is switched
 * off, 4301 it holds too little, 2110 too little gas, 2108 the router may not spend its token
 * (data.token names it), 4504 the chain refused the swap when estimated (its reason in the
 * message), 4103/4106/4112 as for the batch.
 */
export const tradeDex = defineCall({
  module: 'Trade',
  action: 'trade_dex',
  auth: 'user',
  request: tradeDexRequest,
  response: swapTaskStarted,
});
