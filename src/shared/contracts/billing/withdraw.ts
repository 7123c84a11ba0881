// Withdrawals (spec §5): amount at least 50 USDT, address and verification code required; the
// chain's fee is charged on top. And the sandbox faucet that funds a deposit address in embedded mode.
import { z } from 'zod';
import { emailCodeField, optionalAuthCodeField } from '../account/fields.ts';
import { defineCall } from '../define-call.ts';
import { billingChainField, evmAddressField, usdtAmount, withdrawalAmountField } from './billing-fields.ts';
import { payInfo, withdrawalRecord } from './pay-info.ts';

export const withdraw = defineCall({
  module: 'Wallet',
  action: 'withdraw',
  auth: 'user',
  request: z.object({
    chain: billingChainField,
    address: evmAddressField,
    amount: withdrawalAmountField,
    email_code: emailCodeField,
    auth_code: optionalAuthCodeField,
  }),
  response: z.object({ withdrawal: withdrawalRecord, info: payInfo }),
});

/** Test USDT from the sandbox chain's faucet to the caller's deposit address (embedded mode only; 1501 elsewhere). */
export const depositFaucet = defineCall({
  module: 'Wallet',
  action: 'deposit_faucet',
  auth: 'user',
  request: z.object({ chain: billingChainField }),
  response: z.object({ amount: usdtAmount, tx_hash: z.string() }),
});
