-- /data counts a pair's perpetual apart from its spot market: trade_hourly gets the market kind
-- ('spot', or 'swap' for the perpetual) in its key, carried from the bot (robots.market_kind) or the
-- manual order (trade_orders.market_kind); swaps are spot. A fill on a perpetual carries what it
-- realised against the position's entry (robot_fills.realised_pnl, written by the runner), which the
-- rollup books as that hour's realised profit, so futures trading has its own P&L.
ALTER TABLE "trade_hourly" ADD COLUMN "market_kind" text DEFAULT 'spot' NOT NULL;--> statement-breakpoint
ALTER TABLE "robot_fills" ADD COLUMN "realised_pnl" double precision;--> statement-breakpoint
ALTER TABLE "trade_hourly" DROP CONSTRAINT "trade_hourly_user_id_hour_web_base_quote_bot_id_pk";--> statement-breakpoint
ALTER TABLE "trade_hourly" ADD CONSTRAINT "trade_hourly_user_id_hour_web_base_quote_bot_id_market_kind_pk" PRIMARY KEY("user_id","hour","web","base","quote","bot_id","market_kind");--> statement-breakpoint
DROP FUNCTION trade_hourly_add(integer, timestamptz, text, text, text, integer, text, double precision, double precision,
  double precision, double precision, integer, double precision, double precision);
--> statement-breakpoint
CREATE FUNCTION trade_hourly_add(
  p_user_id integer, p_hour timestamptz, p_web text, p_base text, p_quote text, p_bot_id integer, p_kind text,
  p_market_kind text, p_buy_amount double precision, p_buy_volume double precision, p_sell_amount double precision,
  p_sell_volume double precision, p_fills integer, p_fees double precision, p_realised_profit double precision
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO trade_hourly AS t (user_id, hour, web, base, quote, bot_id, kind, market_kind, buy_amount, buy_volume,
    sell_amount, sell_volume, fills, fees, realised_profit)
  VALUES (p_user_id, p_hour, p_web, p_base, p_quote, p_bot_id, p_kind, p_market_kind, p_buy_amount, p_buy_volume,
    p_sell_amount, p_sell_volume, p_fills, p_fees, p_realised_profit)
  ON CONFLICT (user_id, hour, web, base, quote, bot_id, market_kind) DO UPDATE SET
    buy_amount = t.buy_amount + EXCLUDED.buy_amount,
    buy_volume = t.buy_volume + EXCLUDED.buy_volume,
    sell_amount = t.sell_amount + EXCLUDED.sell_amount,
    sell_volume = t.sell_volume + EXCLUDED.sell_volume,
    fills = t.fills + EXCLUDED.fills,
    fees = t.fees + EXCLUDED.fees,
    realised_profit = t.realised_profit + EXCLUDED.realised_profit
$$;
--> statement-breakpoint
-- As in 0011, with the bot's market kind and the fills' realised P&L (null on spot: 0).
CREATE OR REPLACE FUNCTION trade_hourly_from_robot_fills() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trade_hourly AS t (user_id, hour, web, base, quote, bot_id, kind, market_kind, buy_amount, buy_volume,
    sell_amount, sell_volume, fills, fees, realised_profit)
  SELECT r.user_id, trade_hour_of(f.at), f.web, r.base, r.quote, r.id, r.kind, r.market_kind,
    coalesce(sum(f.amount) FILTER (WHERE f.side = 'buy'), 0),
    coalesce(sum(f.amount * f.price) FILTER (WHERE f.side = 'buy'), 0),
    coalesce(sum(f.amount) FILTER (WHERE f.side = 'sell'), 0),
    coalesce(sum(f.amount * f.price) FILTER (WHERE f.side = 'sell'), 0),
    count(*),
    coalesce(sum(CASE
      WHEN f.fee IS NULL THEN 0
      WHEN f.fee_asset = r.quote THEN f.fee
      WHEN f.fee_asset = r.base THEN f.fee * f.price
      ELSE 0
    END), 0),
    coalesce(sum(f.realised_pnl), 0)
  FROM new_fills f
  JOIN robots r ON r.id = f.bot_id
  GROUP BY r.user_id, trade_hour_of(f.at), f.web, r.base, r.quote, r.id, r.kind, r.market_kind
  -- One order of keys for every writer, so two batches upserting the same rows cannot deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6, 8
  ON CONFLICT (user_id, hour, web, base, quote, bot_id, market_kind) DO UPDATE SET
    buy_amount = t.buy_amount + EXCLUDED.buy_amount,
    buy_volume = t.buy_volume + EXCLUDED.buy_volume,
    sell_amount = t.sell_amount + EXCLUDED.sell_amount,
    sell_volume = t.sell_volume + EXCLUDED.sell_volume,
    fills = t.fills + EXCLUDED.fills,
    fees = t.fees + EXCLUDED.fees,
    realised_profit = t.realised_profit + EXCLUDED.realised_profit;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trade_hourly_from_trade_orders() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  filled_before double precision := 0;
  price_before double precision := 0;
  delta double precision;
  volume double precision;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    filled_before := OLD.filled;
    price_before := coalesce(OLD.average, OLD.price, 0);
  END IF;
  delta := NEW.filled - filled_before;
  volume := NEW.filled * coalesce(NEW.average, NEW.price, 0) - filled_before * price_before;
  PERFORM trade_hourly_add(NEW.user_id, trade_hour_of(NEW.updated_at), NEW.web, NEW.base, NEW.quote, 0, '', NEW.market_kind,
    CASE WHEN NEW.side = 'buy' THEN delta ELSE 0 END,
    CASE WHEN NEW.side = 'buy' THEN volume ELSE 0 END,
    CASE WHEN NEW.side = 'sell' THEN delta ELSE 0 END,
    CASE WHEN NEW.side = 'sell' THEN volume ELSE 0 END,
    1, 0, 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trade_hourly_from_dex_swaps() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  bot_kind text := '';
  base_amount double precision := coalesce(NEW.base_amount, 0);
  quote_amount double precision := coalesce(NEW.quote_amount, 0);
BEGIN
  IF base_amount = 0 THEN
    RETURN NULL;
  END IF;
  IF NEW.robot_id IS NOT NULL THEN
    SELECT kind INTO bot_kind FROM robots WHERE id = NEW.robot_id;
  END IF;
  PERFORM trade_hourly_add(NEW.user_id, trade_hour_of(coalesce(NEW.settled_at, NEW.created_at)), NEW.web, NEW.base,
    NEW.quote, coalesce(NEW.robot_id, 0), coalesce(bot_kind, ''), 'spot',
    CASE WHEN NEW.side = 'buy' THEN base_amount ELSE 0 END,
    CASE WHEN NEW.side = 'buy' THEN quote_amount ELSE 0 END,
    CASE WHEN NEW.side = 'sell' THEN base_amount ELSE 0 END,
    CASE WHEN NEW.side = 'sell' THEN quote_amount ELSE 0 END,
    1,
    CASE WHEN NEW.quote = dex_chain_coin(NEW.chain) THEN coalesce(NEW.gas_fee, 0) ELSE 0 END,
    0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trade_hourly_from_robot_profit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trade_hourly_add(NEW.user_id, trade_hour_of(NEW.updated_at), NEW.web, NEW.base, NEW.quote, NEW.id, NEW.kind,
    NEW.market_kind, 0, 0, 0, 0, 0, 0, NEW.realised_profit - coalesce(OLD.realised_profit, 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What was rolled up before: a futures bot's rows are all futures (a bot trades one market kind).
UPDATE trade_hourly t SET market_kind = r.market_kind
FROM robots r
WHERE t.bot_id = r.id AND t.bot_id <> 0 AND r.market_kind <> 'spot';
--> statement-breakpoint
-- Manual futures orders were added into their pair's manual spot rows (bot 0). On the pairs where the
-- user placed any, those rows are counted again from the orders, spot and futures apart, each order
-- at the hour of its last update as the first rollup did (0011).
DELETE FROM trade_hourly t
USING (SELECT DISTINCT user_id, web, base, quote FROM trade_orders WHERE market_kind <> 'spot' AND filled > 0) AS m
WHERE t.bot_id = 0 AND t.user_id = m.user_id AND t.web = m.web AND t.base = m.base AND t.quote = m.quote;
--> statement-breakpoint
INSERT INTO trade_hourly (user_id, hour, web, base, quote, bot_id, kind, market_kind, buy_amount, buy_volume, sell_amount,
  sell_volume, fills, fees, realised_profit)
SELECT o.user_id, trade_hour_of(o.updated_at), o.web, o.base, o.quote, 0, '', o.market_kind,
  coalesce(sum(o.filled) FILTER (WHERE o.side = 'buy'), 0),
  coalesce(sum(o.filled * coalesce(o.average, o.price, 0)) FILTER (WHERE o.side = 'buy'), 0),
  coalesce(sum(o.filled) FILTER (WHERE o.side = 'sell'), 0),
  coalesce(sum(o.filled * coalesce(o.average, o.price, 0)) FILTER (WHERE o.side = 'sell'), 0),
  count(*)::integer, 0, 0
FROM trade_orders o
JOIN (SELECT DISTINCT user_id, web, base, quote FROM trade_orders WHERE market_kind <> 'spot' AND filled > 0) AS m
  ON m.user_id = o.user_id AND m.web = o.web AND m.base = o.base AND m.quote = o.quote
WHERE o.filled > 0
GROUP BY o.user_id, trade_hour_of(o.updated_at), o.web, o.base, o.quote, o.market_kind;
