// Refusals of the futures venue, with the codes and messages of Binance's USD-M API (its wire
// protocol, so they stay in English). Errors shared with spot (signature, symbol, parameters)
// come from venue-error.ts.
import { VenueError } from '../venue-error.ts';

export const futuresErrors = {
  marginInsufficient: () => new VenueError(-2019, 'Margin is insufficient.'),
  reduceOnlyRejected: () => new VenueError(-2022, 'ReduceOnly Order is rejected.'),
  maxOpenOrders: () => new VenueError(-2025, 'Reach max open order limit.'),
  leverageTooSmall: () => new VenueError(-2028, 'Leverage is smaller than permitted: insufficient margin balance'),
  quantityNotPositive: () => new VenueError(-4003, 'Quantity less than or equal to zero.'),
  quantityBelowMin: () => new VenueError(-4004, 'Quantity less than min quantity.'),
  quantityAboveMax: () => new VenueError(-4005, 'Quantity greater than max quantity.'),
  priceAboveMax: () => new VenueError(-4002, 'Price greater than max price.'),
  priceBelowMin: () => new VenueError(-4013, 'Price less than min price.'),
  priceNotTick: () => new VenueError(-4014, 'Price not increased by tick size.'),
  invalidLeverage: () => new VenueError(-4028, 'Leverage is not valid'),
  noNeedToChangeMarginType: () => new VenueError(-4046, 'No need to change margin type.'),
  marginTypeWithOrders: () => new VenueError(-4047, 'Margin type cannot be changed if there exists open orders.'),
  marginTypeWithPosition: () => new VenueError(-4048, 'Margin type cannot be changed if there exists position.'),
  positionSideMismatch: () => new VenueError(-4061, "Order's position side does not match user's setting."),
  noNeedToChangePositionSide: () => new VenueError(-4059, 'No need to change position side.'),
  duplicateClientOrderId: () => new VenueError(-4116, 'ClientOrderId is duplicated.'),
  notionalTooSmall: (minimum: string) =>
    new VenueError(-4164, `Order's notional must be no smaller than ${minimum} (unless you choose reduce only).`),
  postOnlyWouldTake: () => new VenueError(-5022, 'Due to the order could not be executed as maker, the Post Only order will be rejected.'),
  transferInsufficient: () => new VenueError(-5013, 'Asset transfer failed: insufficient balance'),
  unsupportedAsset: () => new VenueError(-1108, 'Invalid asset.'),
} as const;
