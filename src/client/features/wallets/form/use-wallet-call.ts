// One call of a wallet form: the request is checked against its contract (and the form's own
// checks) before anything is sent, `sending` keeps the submit from being pressed twice and the
// dialog from closing under it, and a refusal lands beside the field it concerns. A form may take
// some refusals itself first (the approval's gas choices, the large transfer's e-mail code).
import { useState } from 'react';
import type { CallContract, RequestOf, ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { type CodeFields, errorsOfFailure, errorsOfParse, type FormErrors, hasErrors, mergeErrors } from './form-errors.ts';

export interface WalletCall {
  sending: boolean;
  errors: FormErrors;
  setErrors(errors: FormErrors): void;
  /**
   * Sends the request unless it or `checks` show a problem; answers the response, or null when it
   * was not sent or was refused (the errors then say why). `takeRefusal` answers true for a
   * refusal the form shows in its own way.
   */
  run<C extends CallContract>(
    contract: C,
    request: RequestOf<C>,
    options?: { checks?: FormErrors; takeRefusal?(error: ApiCallError): boolean },
  ): Promise<ResponseOf<C> | null>;
}

export function useWalletCall(fields: readonly string[], codeFields: CodeFields = {}): WalletCall {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});

  const run: WalletCall['run'] = async (contract, request, options = {}) => {
    const found = mergeErrors(options.checks ?? {}, errorsOfParse(contract.request.safeParse(request), fields));
    setErrors(found);
    if (hasErrors(found)) return null;
    setSending(true);
    try {
      return await api.call(contract, request);
    } catch (error) {
      if (!(error instanceof ApiCallError && options.takeRefusal?.(error))) setErrors(errorsOfFailure(error, fields, codeFields));
      return null;
    } finally {
      setSending(false);
    }
  };

  return { sending, errors, setErrors, run };
}
