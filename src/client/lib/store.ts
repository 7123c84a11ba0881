// The one home of jotai: the store and the atoms of client state (spec §3). Other modules import
// atoms from here; components read them with the hooks re-exported below.
import { createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { atom } from 'jotai/vanilla';
import type { Language } from '../../shared/app-info.ts';
import type { PlanLevel } from '../../shared/catalogue/plans.ts';

export { useAtom, useAtomValue, useSetAtom, Provider as StoreProvider } from 'jotai';
export type { PrimitiveAtom } from 'jotai';

export const store = createStore();

// getOnInit: read the saved value at once, so code outside React (the route guard) sees it on a hard reload.
const persisted = <T>(key: string, initial: T) =>
  atomWithStorage<T>(
    `mmc.${key}`,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  );

export type Theme = 'dark' | 'light';

export const languageAtom = persisted<Language>('language', 'en');
export const themeAtom = persisted<Theme>('theme', 'dark');
export const sidebarCollapsedAtom = persisted<boolean>('sidebarCollapsed', false);

/** The logged-in session on this device (the saved accounts list lives in Dexie). */
export interface SessionState {
  token: string;
  account: string;
  userName: string;
  loginTime: number;
}
export const sessionAtom = persisted<SessionState | null>('session', null);
/** 1 while the user is adding a second account (spec §2 route guard). */
export const addAccountAtom = persisted<0 | 1>('addAccount', 0);

/** What the header shows of the signed-in user's plan; filled from /Account/get_account_info. */
export interface AccountSummary {
  level: PlanLevel;
  availableTime: number;
  planExpired: boolean;
  /** A designated test account (spec §3, users.type 1): it starts on the test pair and may try every bot kind. */
  testAccount: boolean;
}
export const accountSummaryAtom = atom<AccountSummary | null>(null);

/** Market lists of spec §3, reloaded when the language changes (entries as /Markets/get_web_list gives them). */
export interface ExchangeEntry {
  exchange: string;
  web: string;
  yenUnit1: string;
  yenUnit2: string;
  web_id: string | number;
  web_type: number;
}
export const webListAtom = atom<ExchangeEntry[]>([]);
export const collectListAtom = atom<ExchangeEntry[]>([]);
export const vipListAtom = atom<unknown[]>([]);

export const isHomePageAtom = atom(false);
export const loadingServiceCodeAtom = atom<string | null>(null);
export const taskDialogOpenAtom = atom(false);
/** Manual trading shows the candlestick chart (true) or the NFT panel (false). */
export const showChartAtom = persisted<boolean>('showChart', true);
export type DeviceType = 'desktop' | 'phone';
export const deviceTypeAtom = atom<DeviceType>('desktop');

export interface WidgetPosition {
  x: number;
  y: number;
}
/** Top-left corners in CSS pixels; null until the user first drags the widget (then its default place is used). */
export const chatWidgetAtom = persisted<WidgetPosition | null>('chatWidget', null);
/** The second floating widget (background tasks) starts at y = 70 on the right edge (spec §2). */
export const secondWidgetAtom = persisted<WidgetPosition | null>('secondWidget', null);
