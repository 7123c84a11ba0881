// The access matrix: every call the server answers has a row here. A call that names a record (a
// bot, an alarm, an exchange account, an order, a task, a wallet, a group) is made by a second
// user with the first user's ids and must be refused with the record's not-found code, its answer
// holding nothing of the record; a call that names none says what it acts on. A call added
// without a row fails the first test, so the matrix keeps up with the product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCode, registerAccount, type TestAccount } from '../support/accounts.ts';
import { type ExchangeTestServer, startExchangeTestServer } from '../support/exchange-server.ts';
import { type MailCatcher, startMailCatcher } from '../support/mail-catcher.ts';
import type { TestClient } from '../support/start-test-server.ts';
import { CHAIN, ok } from '../support/wallet-client.ts';

/** What the first user owns, by id, and strings that would betray it in an answer. */
interface Owned {
  exchangeAccountId: number;
  robotId: number;
  alarmId: number;
  riskUserId: number;
  orderId: string;
  scheduleCode: string;
  groupId: number;
  otherGroupId: number;
  walletIds: number[];
  mainWalletId: number;
  /** An assistant conversation and one chat of it. */
  conversationId: string;
  chatId: string;
  /** The sandbox chain's USDT, the token the approval calls name. */
  usdt: string;
  /** The second user's own group and a fresh e-mail code of theirs: the refusal is then about the first user's record. */
  intruderGroupId: number;
  intruderEmailCode: string;
  betraying: string[];
}

type Probe = (owned: Owned) => Record<string, unknown>;
type Row = { names: 'nothing'; because: string } | { names: string; probe: Probe; refused: number };

const NOT_FOUND = {
  bot: 7005,
  alarm: 4201,
  exchangeAccount: 4104,
  order: 4302,
  task: 4303,
  wallet: 4401,
  group: 4403,
  riskUser: 4313,
  assistantChat: 4701,
} as const;

const none = (because: string): Row => ({ names: 'nothing', because });
const record = (names: keyof typeof NOT_FOUND, probe: Probe): Row => ({ names, probe, refused: NOT_FOUND[names] });

const GRID = { lower_price: 1, upper_price: 1_000_000, grid_count: 4, order_amount: 0.0002, interval_seconds: 1 };
const MARKET = { web: 'sandbox-a', yenUnit1: 'BTC', yenUnit2: 'USDT' };
const DEX_MARKET = { web: 'sandbox-dex', yenUnit1: 'DEMO', yenUnit2: 'USDT' };

const OWN_SESSION = "the caller's own account, session or settings";
const PUBLIC_DATA = 'public market data or the product catalogue';
const OWN_BY_MARKET = "the caller's own records, chosen by market or chain, never by id";

const MATRIX: Record<string, Row> = {
  'Account/bind_exchange_account': none(OWN_SESSION),
  'Assistant/chat': record('assistantChat', (o) => ({ question: 'And then?', conversation_id: o.conversationId })),
  'Assistant/chat_status': record('assistantChat', (o) => ({ conversation_id: o.conversationId, chat_id: o.chatId })),
  'Assistant/clear': record('assistantChat', (o) => ({ conversation_id: o.conversationId })),
  'Assistant/history': record('assistantChat', (o) => ({ conversation_id: o.conversationId })),
  'Account/cancel_telegram_bind': none(OWN_SESSION),
  'Account/collect': none(OWN_SESSION),
  'Account/collect_cancel': none(OWN_SESSION),
  'Account/collect_list': none(OWN_SESSION),
  'Account/create_sandbox_keys': none(OWN_SESSION),
  'Account/delete_exchange_account': record('exchangeAccount', (o) => ({ id: o.exchangeAccountId })),
  'Account/get_account_info': none(OWN_SESSION),
  'Account/get_exchange_account_balance': record('exchangeAccount', (o) => ({ id: o.exchangeAccountId })),
  'Account/get_exchange_accounts': none(OWN_SESSION),
  'Account/get_google_authenticator': none(OWN_SESSION),
  'Account/get_invite_info': none(OWN_SESSION),
  'Account/get_invite_records': none(OWN_SESSION),
  'Account/ip_check_set': none(OWN_SESSION),
  'Account/login': none('credentials, before any session'),
  'Account/login_code': none('credentials, before any session'),
  'Account/login_records': none(OWN_SESSION),
  'Account/logout': none(OWN_SESSION),
  'Account/multi_login_set': none(OWN_SESSION),
  'Account/preferences_set': none(OWN_SESSION),
  'Account/register': none('credentials, before any session'),
  'Account/reset_password': none('credentials, before any session'),
  'Account/safe_login_set': none(OWN_SESSION),
  'Account/send_email': none('an address typed or the caller’s own'),
  'Account/update_email': none(OWN_SESSION),
  'Account/update_exchange_account': record('exchangeAccount', (o) => ({ id: o.exchangeAccountId, remark: 'taken over' })),
  'Account/update_google_authenticator': none(OWN_SESSION),
  'Account/update_google_authenticator_switch': none(OWN_SESSION),
  'Account/update_password': none(OWN_SESSION),
  'Alarm/add_alarm': none(OWN_BY_MARKET),
  'Alarm/delete_alarm': record('alarm', (o) => ({ id: o.alarmId })),
  'Alarm/dismiss_alarm': record('alarm', (o) => ({ id: o.alarmId, dismiss: true })),
  'Alarm/dismiss_bind_prompt': none(OWN_SESSION),
  'Alarm/get_alarm_channels': none(OWN_SESSION),
  'Alarm/get_alarm_firings': record('alarm', (o) => ({ alarm_id: o.alarmId })),
  'Alarm/get_alarm_list': none(OWN_BY_MARKET),
  'Alarm/push_subscribe': none(OWN_SESSION),
  'Alarm/push_unsubscribe': none(OWN_SESSION),
  'Alarm/set_alarm_status': record('alarm', (o) => ({ id: o.alarmId, status: 'inactive' })),
  'Alarm/telegram_bind_code': none(OWN_SESSION),
  'Alarm/test_alarm': record('alarm', (o) => ({ id: o.alarmId })),
  'Alarm/update_alarm': record('alarm', (o) => ({ id: o.alarmId, ...MARKET, channels: ['email'], price_above: 999_999 })),
  'Data/get_asset_overview': none(OWN_SESSION),
  'Data/get_asset_statements': none(OWN_SESSION),
  'Data/get_data_overview': none(OWN_BY_MARKET),
  'Data/get_real_time_assets': none(OWN_SESSION),
  'Data/transactions_export': none(OWN_BY_MARKET),
  'Markets/add_new_token': none(OWN_BY_MARKET),
  'Markets/cal_number_dex': none(PUBLIC_DATA),
  'Markets/get_dex_chain': none(PUBLIC_DATA),
  'Markets/get_kline': none(PUBLIC_DATA),
  'Markets/get_pankou': none(PUBLIC_DATA),
  'Markets/get_pankou_high_level': none(PUBLIC_DATA),
  'Markets/get_recent_trades': none(PUBLIC_DATA),
  'Markets/get_robot_list_alone': none(OWN_BY_MARKET),
  'Markets/get_runtime_log': record('bot', (o) => ({ robot_id: o.robotId })),
  'Markets/get_runtime_log_details': record('bot', (o) => ({ robot_id: o.robotId, id: 1 })),
  'Markets/get_web_list': none(PUBLIC_DATA),
  'Robot/delete_robot': record('bot', (o) => ({ id: o.robotId })),
  'Robot/get_robot': record('bot', (o) => ({ id: o.robotId })),
  'Robot/get_robot_list': none(OWN_BY_MARKET),
  'Robot/get_sequence_plans': none(OWN_BY_MARKET),
  'Robot/save_robot': record('bot', (o) => ({ id: o.robotId, ...MARKET, kind: 'grid', params: GRID })),
  'Robot/save_sequence_plan': none(OWN_BY_MARKET),
  'Robot/start_robot': record('bot', (o) => ({ id: o.robotId })),
  'Robot/stop_robot': record('bot', (o) => ({ id: o.robotId })),
  'System/check_version': none(PUBLIC_DATA),
  'System/echo': none('its own payload'),
  'System/request_error_log': none("the caller's own error report"),
  'Trade/batch_trade_cancel': none(OWN_BY_MARKET),
  'Trade/batch_trade_coin': none(OWN_BY_MARKET),
  'Trade/batch_trade_dex': record('group', (o) => ({
    ...DEX_MARKET,
    side: 'buy',
    wallet_count: 1,
    total_amount: '1',
    group_id: o.groupId,
  })),
  'Trade/cex_orders': none(OWN_BY_MARKET),
  'Trade/close_position': none(OWN_BY_MARKET),
  'Trade/cex_orders_export': none(OWN_BY_MARKET),
  'Trade/dex_orders': record('task', (o) => ({ ...DEX_MARKET, schedule_code: o.scheduleCode })),
  'Trade/dex_position': none(OWN_BY_MARKET),
  'Trade/set_leverage': none(OWN_BY_MARKET),
  'Trade/set_margin_mode': none(OWN_BY_MARKET),
  'Trade/trade_cancel': record('order', (o) => ({ ...MARKET, order_id: o.orderId })),
  'Trade/trade_coin': none(OWN_BY_MARKET),
  'Trade/trade_dex': none(OWN_BY_MARKET),
  'Trade/trade_open_orders': none(OWN_BY_MARKET),
  'Trade/trade_position_orders': none(OWN_BY_MARKET),
  'Wallet/attached_set': record('wallet', (o) => ({ wallet_id: o.walletIds[0], enabled: false })),
  'Wallet/attached_set_all': record('group', (o) => ({ chain: CHAIN, group_id: o.groupId, enabled: false })),
  'Wallet/attached_wallet_balance_update': record('group', (o) => ({ chain: CHAIN, group_id: o.groupId })),
  'Wallet/batch_import': record('group', (o) => ({ chain: CHAIN, private_keys: `0x${'1'.repeat(64)}`, group_id: o.groupId })),
  'Wallet/create_dex_wallet_group': none(OWN_BY_MARKET),
  'Wallet/create_dex_wallets': record('group', (o) => ({ chain: CHAIN, count: 1, group_id: o.groupId })),
  'Wallet/create_main_wallet': none(OWN_BY_MARKET),
  'Wallet/delete_dex_wallet_group': record('group', (o) => ({ chain: CHAIN, group_id: o.groupId })),
  'Wallet/deposit_faucet': none(OWN_BY_MARKET),
  'Wallet/dex_collect_token': record('group', (o) => ({ chain: CHAIN, token: 'native', group_id: o.groupId })),
  'Wallet/dex_deliver_token': record('group', (o) => ({
    chain: CHAIN,
    token: 'native',
    total_amount: '0.1',
    strategy: 'random',
    group_id: o.groupId,
  })),
  'Wallet/dex_deliver_token_approve': record('group', (o) => ({ web: 'sandbox-dex', approve_token: o.usdt, group_id: o.groupId })),
  'Wallet/dex_main_transfer': record('wallet', (o) => ({ chain: CHAIN, to_wallet_id: o.walletIds[0], token: 'native', amount: '0.01' })),
  'Wallet/dex_stat_info': none(OWN_BY_MARKET),
  'Wallet/dex_transfer': record('wallet', (o) => ({
    from_wallet_id: o.walletIds[0],
    chain: CHAIN,
    to_wallet_id: o.walletIds[1],
    token: 'native',
    amount: '0.01',
  })),
  'Wallet/dex_transfer_by_group': record('group', (o) => ({
    chain: CHAIN,
    token: 'native',
    total_amount: '0.1',
    from_group: o.groupId,
    to_group: o.otherGroupId,
  })),
  'Wallet/dex_wallet_stat_web': record('group', (o) => ({ ...DEX_MARKET, group_id: o.groupId })),
  'Wallet/dex_wallets_approve': record('group', (o) => ({ web: 'sandbox-dex', approve_token: o.usdt, group_id: o.groupId })),
  'Wallet/get_all_wallet_ids': record('group', (o) => ({ chain: CHAIN, group_id: o.groupId })),
  'Wallet/get_attached_wallets': record('group', (o) => ({ chain: CHAIN, group_id: o.groupId })),
  'Wallet/get_currency_balance': none(OWN_BY_MARKET),
  'Wallet/get_groups': none(OWN_BY_MARKET),
  'Wallet/get_holder_list_san': none(PUBLIC_DATA),
  'Wallet/get_pay_info': none(OWN_SESSION),
  'Wallet/get_san_holder_remark': none(OWN_BY_MARKET),
  'Wallet/get_vip_list': none(PUBLIC_DATA),
  'Wallet/main_wallet_balance_update': none(OWN_BY_MARKET),
  'Wallet/pay': none(OWN_SESSION),
  'Wallet/pay_set': none(OWN_SESSION),
  'Wallet/quote_package': none(OWN_SESSION),
  'Wallet/recharge': none(OWN_SESSION),
  'Wallet/set_san_holder_remark': none(OWN_BY_MARKET),
  'Wallet/transfer_dex_wallet_group': record('wallet', (o) => ({ chain: CHAIN, wallet_ids: o.walletIds, group_id: o.intruderGroupId })),
  'Wallet/update_package': none(OWN_SESSION),
  'Wallet/wallets_export': record('group', (o) => ({ chain: CHAIN, group_id: o.groupId, email_code: o.intruderEmailCode })),
  'Wallet/withdraw': none(OWN_SESSION),
  'wallet/create_risk_user_management': record('riskUser', (o) => ({
    id: o.riskUserId,
    web: 'sandbox-a',
    channels: ['email'],
    margin_ratio_above: 0.9,
    remark: 'taken over',
  })),
  'wallet/future_position_management': none(OWN_BY_MARKET),
  'wallet/future_risk_user_management_list': none(OWN_BY_MARKET),
  'wallet/get_schedule_data': record('task', (o) => ({ schedule_code: o.scheduleCode, chain: CHAIN })),
  'wallet/remove_risk_user_management': record('riskUser', (o) => ({ id: o.riskUserId })),
  'wallet/risk_user_trade_logs': record('riskUser', (o) => ({ id: o.riskUserId })),
};

let mail: MailCatcher;
let server: ExchangeTestServer;
let owner: TestClient;
let intruder: TestAccount;
let owned: Owned;

async function ownerRecords(): Promise<Owned> {
  const accounts = await owner.call<{ list: Array<{ id: number; web: string; remark: string }> }>('/Api/Account/get_exchange_accounts', {});
  const account = expectCode(accounts, 1000).data.list.find((row) => row.web === 'sandbox-a')!;
  const robot = expectCode(
    await owner.call<{ robot: { id: number } }>('/Api/Robot/save_robot', { ...MARKET, kind: 'grid', params: GRID }),
    1000,
  );
  const alarm = expectCode(
    await owner.call<{ id: number }>('/Api/Alarm/add_alarm', {
      ...MARKET,
      channels: ['email'],
      price_above: 9_999_999,
      remark: 'owner alarm',
    }),
    1000,
  );
  const riskUser = expectCode(
    await owner.call<{ id: number }>('/Api/wallet/create_risk_user_management', {
      web: 'sandbox-a',
      channels: ['email'],
      margin_ratio_above: 0.9,
      remark: 'owner risk',
    }),
    1000,
  );
  const order = expectCode(
    await owner.call<{ order: { id: string } }>('/Api/Trade/trade_coin', {
      ...MARKET,
      type: 'limit',
      side: 'buy',
      price: 1000,
      quantity: 0.02,
    }),
    1000,
  );
  const main = (await ok<{ wallet: { id: number; address: string } }>(owner, 'create_main_wallet', { chain: CHAIN })).wallet;
  const group = await ok<{ id: number }>(owner, 'create_dex_wallet_group', { chain: CHAIN, name: 'owner group' });
  const otherGroup = await ok<{ id: number }>(owner, 'create_dex_wallet_group', { chain: CHAIN, name: 'owner other' });
  await ok(owner, 'create_dex_wallets', { chain: CHAIN, count: 2, group_id: group.id });
  const wallets = await ok<{ list: Array<{ id: number; address: string }> }>(owner, 'get_attached_wallets', {
    chain: CHAIN,
    group_id: group.id,
  });
  const task = await ok<{ schedule_code: string }>(owner, 'dex_deliver_token', {
    chain: CHAIN,
    token: 'native',
    total_amount: '0.2',
    strategy: 'random',
    group_id: group.id,
  });
  const chat = expectCode(
    await owner.call<{ conversation_id: string; chat_id: string }>('/Api/Assistant/chat', { question: 'owner assistant question' }),
    1000,
  ).data;
  return {
    exchangeAccountId: account.id,
    robotId: robot.data.robot.id,
    alarmId: alarm.data.id,
    riskUserId: riskUser.data.id,
    orderId: order.data.order.id,
    scheduleCode: task.schedule_code,
    groupId: group.id,
    otherGroupId: otherGroup.id,
    walletIds: wallets.list.map((wallet) => wallet.id),
    mainWalletId: main.id,
    conversationId: chat.conversation_id,
    chatId: chat.chat_id,
    usdt: server.runtime.sandboxChain!.contracts.tokens.USDT!.toLowerCase(),
    intruderGroupId: 0,
    intruderEmailCode: '',
    betraying: [
      account.remark,
      'owner assistant question',
      'owner alarm',
      'owner risk',
      'owner group',
      main.address,
      ...wallets.list.map((wallet) => wallet.address),
    ],
  };
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startExchangeTestServer({ SANDBOX_CHAIN: 'on', SANDBOX_CHAIN_BLOCK_MS: '200', SMTP_URL: mail.url });
  owner = server.demo;
  owned = await ownerRecords();
  intruder = await registerAccount(server as never, mail);
  // The intruder has an exchange account, a main wallet and a group of their own, so a refusal is
  // about the record, not about something the intruder lacks.
  const keys = expectCode(
    await intruder.client.call<{ api_key: string; secret: string }>('/Api/Account/create_sandbox_keys', { web: 'sandbox-a' }),
    1000,
  ).data;
  expectCode(await intruder.client.call('/Api/Account/bind_exchange_account', { web: 'sandbox-a', remark: 'intruder', ...keys }), 1000);
  await ok(intruder.client, 'create_main_wallet', { chain: CHAIN });
  owned.intruderGroupId = (
    await ok<{ id: number }>(intruder.client, 'create_dex_wallet_group', { chain: CHAIN, name: 'intruder group' })
  ).id;
  expectCode(await intruder.client.call('/Api/Account/send_email', { purpose: 'security' }), 1000);
  owned.intruderEmailCode = await mail.nextCode(intruder.email);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
}, 60_000);

describe('the access matrix', () => {
  it('has a row for every call the server answers, and none for a call it does not', () => {
    const answered = server.runtime.calls.map((call) => call.contract.path.replace('/Api/', '')).sort();
    expect(answered.filter((path) => !(path in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((path) => !answered.includes(path))).toEqual([]);
  });

  const recordRows = Object.entries(MATRIX).filter(
    (entry): entry is [string, Extract<Row, { probe: Probe }>] => entry[1].names !== 'nothing',
  );
  it.each(recordRows)("refuses %s with another user's ids, answering nothing of the record", async (path, row) => {
    const answer = await intruder.client.call(`/Api/${path}`, row.probe(owned));
    expect({ path, code: answer.code, msg: answer.msg }).toEqual({ path, code: row.refused, msg: answer.msg });
    const text = JSON.stringify(answer.data ?? null).toLowerCase();
    for (const secret of owned.betraying) expect(text).not.toContain(secret.toLowerCase());
  });

  it("leaves the owner's records as they were", async () => {
    expectCode(await owner.call('/Api/Robot/get_robot', { id: owned.robotId }), 1000);
    const accounts = expectCode(
      await owner.call<{ list: Array<{ id: number; remark: string }> }>('/Api/Account/get_exchange_accounts', {}),
      1000,
    );
    expect(accounts.data.list.find((row) => row.id === owned.exchangeAccountId)?.remark).not.toBe('taken over');
    const risk = expectCode(
      await owner.call<{ list: Array<{ id: number; remark: string }> }>('/Api/wallet/future_risk_user_management_list', {}),
      1000,
    );
    expect(risk.data.list.find((row) => row.id === owned.riskUserId)?.remark).toBe('owner risk');
    const wallets = await ok<{ list: Array<{ id: number; enabled: boolean; group_id: number }> }>(owner, 'get_attached_wallets', {
      chain: CHAIN,
      group_id: owned.groupId,
    });
    expect(wallets.list.map((wallet) => wallet.id).sort()).toEqual([...owned.walletIds].sort());
    expect(wallets.list.every((wallet) => wallet.enabled)).toBe(true);
  });
});
