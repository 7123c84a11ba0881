// How venues report what an API key may do, by probe name (venue data says which one a venue
// uses). A venue without a probe reports nothing and the caller treats permissions as unknown.
import type { Exchange } from 'ccxt';
import type { KeyPermissions } from './types.ts';
import type { PermissionProbe } from './venue-definition.ts';

type Probe = (exchange: Exchange) => Promise<KeyPermissions>;

interface BinanceApiRestrictions {
  enableReading?: boolean;
  enableSpotAndMarginTrading?: boolean;
  enableWithdrawals?: boolean;
  ipRestrict?: boolean;
}

export const PERMISSION_PROBES: Readonly<Record<PermissionProbe, Probe>> = {
  // GET /sapi/v1/account/apiRestrictions (signed, USER_DATA).
  async binanceApiRestrictions(exchange) {
    const api = exchange as unknown as { sapiGetAccountApiRestrictions(params?: object): Promise<BinanceApiRestrictions> };
    const restrictions = await api.sapiGetAccountApiRestrictions();
    return {
      read: restrictions.enableReading === true,
      trade: restrictions.enableSpotAndMarginTrading === true,
      withdraw: restrictions.enableWithdrawals === true,
      ipRestricted: restrictions.ipRestrict === true,
    };
  },
};
