// The one home of Dexie: what the app keeps in IndexedDB on this device.
// - deviceKeys: the device's ECDH key pair for the wire protocol (private key non-extractable).
// - savedAccounts: accounts logged in on this device (spec §3: login_token and login_time each).
// - tasks: background-task progress and completed records per user (spec §3, §4).
// - marketCache: web list, favourites and VIP list per user and language, for offline start.
// - defaultPairs: the per-user default trading pair.
// Quota errors surface as rejected promises; callers show them as UI state, never crash.
import Dexie, { type EntityTable } from 'dexie';
import type { StoredTask, TaskList } from '../../shared/tasks/stored-tasks.ts';
import { DEVICE_DB_NAME } from './device-store.ts';

export interface DeviceKeyRecord {
  id: 'device';
  privateKey: CryptoKey;
  publicKey: string;
  createdAt: number;
}

export interface SavedAccount {
  account: string;
  userName: string;
  loginToken: string;
  loginTime: number;
}

/**
 * A task record as the poller stores it (StoredTask). Records written before the schedule query
 * needed account, currency and chain lack them, so readers may not count on those three.
 */
export type TaskRecord = Omit<StoredTask, 'account' | 'currency' | 'chain'>;
export type { TaskList };

export interface MarketCacheEntry {
  key: string; // `${owner}|${kind}|${language}`
  value: unknown;
  savedAt: number;
}

export interface DefaultPair {
  owner: string;
  exchange: string;
  web: string;
  yenUnit1: string;
  yenUnit2: string;
  webId: string | number;
  webType: number;
}

export class AppDatabase extends Dexie {
  deviceKeys!: EntityTable<DeviceKeyRecord, 'id'>;
  savedAccounts!: EntityTable<SavedAccount, 'account'>;
  tasks!: EntityTable<TaskRecord, 'scheduleCode'>;
  marketCache!: EntityTable<MarketCacheEntry, 'key'>;
  defaultPairs!: EntityTable<DefaultPair, 'owner'>;

  constructor(name = DEVICE_DB_NAME) {
    super(name);
    this.version(1).stores({
      deviceKeys: 'id',
      savedAccounts: 'account, loginTime',
      tasks: 'scheduleCode, owner, [owner+list], endTime',
      marketCache: 'key',
      defaultPairs: 'owner',
    });
  }
}

export const db = new AppDatabase();
