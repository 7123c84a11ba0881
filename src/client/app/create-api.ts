import type { AnyRouter } from '@tanstack/react-router';
import { APP_VERSION } from '../../shared/app-info.ts';
import { EnvelopeSession, type ServerKeyInfo } from '../../shared/protocol/envelope-session.ts';
import type { ApiResponse } from '../../shared/protocol/response-codes.ts';
import { type ApiClient, createApiClient } from '../lib/api/api-client.ts';
import { loadDeviceKeyPair } from '../lib/api/device-key.ts';
import { translate } from '../lib/i18n.ts';
import { languageAtom, sessionAtom, store } from '../lib/store.ts';
import { createApiEffects } from './api-effects.ts';

export function createAppApi(router: () => AnyRouter): ApiClient {
  const session = new EnvelopeSession({
    async fetchServerKey() {
      const response = await fetch('/Api/System/server_key');
      return ((await response.json()) as ApiResponse<ServerKeyInfo>).data;
    },
    loadKeyPair: loadDeviceKeyPair,
  });
  return createApiClient({
    baseUrl: '',
    session,
    version: APP_VERSION,
    getToken: () => store.get(sessionAtom)?.token ?? null,
    getLanguage: () => store.get(languageAtom),
    getAccount: () => store.get(sessionAtom)?.account ?? '',
    isWalletManagementPage: () => window.location.pathname === '/subManage',
    translate: (key, params) => translate(`messages:${key}`, params),
    effects: createApiEffects(router),
  });
}
