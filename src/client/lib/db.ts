// The one home of Dexie: what the app keeps in IndexedDB on this device.
// - deviceKeys: the device's ECDH key pair for the wire protocol (private key non-extractable).
// - savedAccounts: accounts logged in on this device (spec §3: login_token and login_time each).
// - tasks: background-task progress and completed records per user (spec §3, §4).
// - marketCache: web list, favourites and VIP list per user and language, for offline start.
// - defaultPairs: the per-user default trading pair.
// Quota errors surface as rejected promises; callers show them as UI state, never crash.
import Dexie, { type EntityTable } from 'dexie';

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

export type TaskType = 'distribution' | 'pool' | 'batchTransfer' | 'singleTransfer' | 'order';
export type TaskList = 'progress' | 'completed';

export interface TaskRecord {
  scheduleCode: string;
  owner: string; // the account it belongs to
  list: TaskList;
  type: TaskType;
  status: number;
  use: number;
  skip: number;
  fail: number;
  total: number;
  progress: number; // use + skip + fail
  reqNum: number;
  data: unknown;
  endTime: number;
  token: string;
  web: string;
  exchange: string;
  state: 'processing' | 'timedOut' | 'completed' | 'skipped' | 'failed';
  loginTime: number;
  addAccount: 0 | 1;
  updatedAt: number;
}

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

  constructor(name = 'mm-console') {
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
