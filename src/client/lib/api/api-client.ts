// The only module that sends HTTP to the server. Every call: validate with the shared contract,
// seal in the envelope, POST with ky (30 s, or 300 s for long calls), open the answer, and let
// the response-code table decide what the user sees. Failing calls are reported to the server.
import ky, { HTTPError, TimeoutError } from 'ky';
import { LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../../shared/app-info.ts';
import type { CallContract, RequestOf, ResponseOf } from '../../../shared/contracts/define-call.ts';
import { ERROR_LOG_MAX_BYTES, requestErrorLog } from '../../../shared/contracts/system/request-error-log.ts';
import type { EnvelopeSession } from '../../../shared/protocol/envelope-session.ts';
import { CODE, type ApiResponse } from '../../../shared/protocol/response-codes.ts';
import { isMessageKey } from '../../../shared/message-key.ts';
import { redactSecrets } from '../../../shared/redact.ts';
import { ApiCallError, NETWORK_FAILURE, TIMEOUT_FAILURE } from './api-call-error.ts';
import { type ApiEffects, performAction } from './perform-action.ts';
import { decideAction } from './response-actions.ts';

export interface ApiClientOptions {
  baseUrl: string;
  session: EnvelopeSession;
  version: string;
  getToken(): string | null;
  getLanguage(): string;
  getAccount(): string;
  isWalletManagementPage(): boolean;
  translate(key: string, params?: Record<string, unknown>): string;
  effects: ApiEffects;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Market context for error reports. */
  web?: string;
  currencyPair?: string;
}

export interface ApiClient {
  call<C extends CallContract>(contract: C, payload: RequestOf<C>, options?: CallOptions): Promise<ResponseOf<C>>;
}

const RECOVERABLE = new Set<number>([CODE.staleTimestamp, CODE.unknownServerKey]);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({ retry: 0, throwHttpErrors: true, ...(options.fetch ? { fetch: options.fetch } : {}) });

  async function send(contract: CallContract, payload: unknown): Promise<{ body: ApiResponse; signature: string; token: string | null }> {
    const token = options.getToken();
    const sealed = await options.session.seal(contract.path, payload, {
      language: options.getLanguage(),
      version: options.version,
      ...(token ? { token } : {}),
    });
    const body = await http
      .post(`${options.baseUrl}${contract.path}`, {
        json: sealed.body,
        headers: sealed.headers,
        timeout: contract.long ? LONG_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
      })
      .json<ApiResponse>();
    return { body, signature: sealed.signature, token };
  }

  function report(contract: CallContract, payload: unknown, result: unknown, httpCode: number, callOptions: CallOptions) {
    if (contract.path === requestErrorLog.path) return; // never report the reporter
    const report = {
      account: options.getAccount(),
      web: callOptions.web ?? '',
      currency_pair: callOptions.currencyPair ?? '',
      url: contract.path,
      param: JSON.stringify(redactSecrets(payload)),
      result: JSON.stringify(result),
      http_code: httpCode,
    };
    if (report.param.length + report.result.length > ERROR_LOG_MAX_BYTES) return; // too large: skipped
    void client.call(requestErrorLog, report).catch(() => undefined);
  }

  async function failWithTransportError(
    contract: CallContract,
    payload: unknown,
    error: unknown,
    callOptions: CallOptions,
  ): Promise<never> {
    if (error instanceof TimeoutError) {
      const message = options.translate('client.timeout');
      options.effects.toast(message, 3000);
      report(contract, payload, { error: 'timeout' }, 0, callOptions);
      throw new ApiCallError(TIMEOUT_FAILURE, message, null, 0, true);
    }
    if (error instanceof HTTPError) {
      const status = error.response.status;
      const message = options.translate('client.serverError', { status });
      options.effects.toast(message, 3000);
      report(contract, payload, { status }, status, callOptions);
      throw new ApiCallError(NETWORK_FAILURE, message, null, status, true);
    }
    const message = options.translate('client.networkError');
    options.effects.toast(message, 3000);
    throw new ApiCallError(NETWORK_FAILURE, message, null, 0, true);
  }

  const client: ApiClient = {
    async call(contract, payload, callOptions = {}) {
      const input = contract.request.safeParse(payload);
      if (!input.success) {
        const issue = input.error.issues[0];
        const message = options.translate(issue && isMessageKey(issue.message) ? issue.message : 'validation.incompleteParameters');
        throw new ApiCallError(CODE.invalidParams, message, { issues: input.error.issues }, 0, false);
      }
      let answer: { body: ApiResponse; signature: string; token: string | null } | undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          answer = await send(contract, input.data);
        } catch (error) {
          return failWithTransportError(contract, input.data, error, callOptions);
        }
        if (!(RECOVERABLE.has(answer.body.code) && attempt === 0 && options.session.recover(answer.body.code, answer.body.data))) break;
      }
      if (!answer) throw new ApiCallError(NETWORK_FAILURE, options.translate('client.networkError'), null, 0, true);
      const { body, signature } = answer;
      const data = await options.session.open(signature, body.data).catch(() => null);
      if (body.code === CODE.success) return data as ResponseOf<typeof contract>;

      const action = decideAction(body.code, { onWalletManagementPage: options.isWalletManagementPage() });
      report(contract, input.data, { code: body.code, msg: body.msg }, 200, callOptions);
      // The end of a session the user has already left (logged out or switched account while the
      // call was under way) is no news: no message, and no trip to the login page. Nor is it for a
      // call sent with no session at all (a refresh racing a log-out): there was nothing to end.
      const sessionAnswer = action.kind === 'sessionCleared' || action.kind === 'ipInvalid';
      const leftSession = sessionAnswer && (answer.token === null || answer.token !== options.getToken());
      const handled = leftSession || (await performAction(action, { code: body.code, msg: body.msg, data }, options.effects));
      throw new ApiCallError(body.code, body.msg, data, 200, handled);
    },
  };
  return client;
}
