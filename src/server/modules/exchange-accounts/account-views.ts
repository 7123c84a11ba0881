// Rows and balances as the browser sees them (shared/contracts/exchange-accounts/account-view.ts).
import type { AssetBalance } from '../../../engine/connectors/types.ts';
import type { CredentialField } from '../../../shared/catalogue/venue-kinds.ts';
import type {
  AccountBalance,
  AccountStatus,
  CurrencyBalance,
  ExchangeAccountView,
} from '../../../shared/contracts/exchange-accounts/account-view.ts';
import type { VenueServices } from '../../venues/venue-services.ts';
import type { ExchangeAccountRow } from './exchange-account-repository.ts';

export function accountView(venues: VenueServices, row: ExchangeAccountRow): ExchangeAccountView {
  return {
    id: row.id,
    web: row.web,
    exchange: venues.registry.get(row.web)?.name ?? row.web,
    remark: row.remark,
    api_key_masked: row.apiKeyMasked,
    fields_set: row.fieldsSet ? (row.fieldsSet.split(',') as CredentialField[]) : [],
    ip_whitelist: row.ipWhitelist,
    withdraw_enabled: row.withdrawEnabled,
    status: row.status as AccountStatus,
    status_checked_at: row.statusCheckedAt?.getTime() ?? null,
    created_at: row.createdAt.getTime(),
  };
}

export const currencyBalanceOf = (balance: AssetBalance): CurrencyBalance => ({
  currency: balance.asset,
  free: balance.free,
  locked: balance.used,
  total: balance.total,
});

/** The non-zero balances; `zero` when there are none ("account balance 0"). */
export function balanceView(balances: AssetBalance[], status: AccountStatus, checkedAt: number): AccountBalance {
  const held = balances.filter((balance) => balance.total > 0).map(currencyBalanceOf);
  return { balances: held, zero: held.length === 0, status, checked_at: checkedAt };
}
