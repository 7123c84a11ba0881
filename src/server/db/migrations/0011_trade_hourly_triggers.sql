-- trade_hourly is kept by the database itself: a trigger on every table that records trading adds
-- what the new record traded to its user's, market's, bot's and hour's row, in the same transaction
-- as the record. The rollup therefore cannot disagree with the records, whichever process or path
-- writes them (the runner's write-behind, a batch task, a restart's reconciliation).
-- Hours are UTC hour starts; /data cuts them into days in the reader's own zone.
CREATE OR REPLACE FUNCTION trade_hour_of(at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
$$;
--> statement-breakpoint
-- The native coin of a DEX chain (dex_swaps.chain), which pays a swap's gas. The same table as
-- src/engine/connectors/evm/dex-chains.ts and the sandbox chain's; trade-hourly-triggers.test.ts
-- fails when they drift apart.
CREATE OR REPLACE FUNCTION dex_chain_coin(chain text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE chain
    WHEN 'BSC' THEN 'BNB'
    WHEN 'ETH' THEN 'ETH'
    WHEN 'BASE' THEN 'ETH'
    WHEN 'MATIC' THEN 'POL'
    WHEN 'SANDBOX' THEN 'BNB'
  END
$$;
--> statement-breakpoint
-- Adds one record's figures to its hour's row (the row-level triggers' single write).
CREATE OR REPLACE FUNCTION trade_hourly_add(
  p_user_id integer, p_hour timestamptz, p_web text, p_base text, p_quote text, p_bot_id integer, p_kind text,
  p_buy_amount double precision, p_buy_volume double precision, p_sell_amount double precision,
  p_sell_volume double precision, p_fills integer, p_fees double precision, p_realised_profit double precision
) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO trade_hourly AS t (user_id, hour, web, base, quote, bot_id, kind, buy_amount, buy_volume, sell_amount,
    sell_volume, fills, fees, realised_profit)
  VALUES (p_user_id, p_hour, p_web, p_base, p_quote, p_bot_id, p_kind, p_buy_amount, p_buy_volume, p_sell_amount,
    p_sell_volume, p_fills, p_fees, p_realised_profit)
  ON CONFLICT (user_id, hour, web, base, quote, bot_id) DO UPDATE SET
    buy_amount = t.buy_amount + EXCLUDED.buy_amount,
    buy_volume = t.buy_volume + EXCLUDED.buy_volume,
    sell_amount = t.sell_amount + EXCLUDED.sell_amount,
    sell_volume = t.sell_volume + EXCLUDED.sell_volume,
    fills = t.fills + EXCLUDED.fills,
    fees = t.fees + EXCLUDED.fees,
    realised_profit = t.realised_profit + EXCLUDED.realised_profit
$$;
--> statement-breakpoint
-- Bot fills arrive in batches (the runner's write-behind writes up to 500 in one statement), so this
-- trigger runs once per statement over the inserted rows, one upsert per hour, market and bot rather
-- than one per fill. The bot's user, kind and pair come from robots; the venue is the fill's own (an
-- arbitrage leg's may be the bot's second venue). A fee in the quote counts as it is, one in the
-- base at the fill's price; a fee in any other asset (a venue's own coin) is not valued: 0.
CREATE OR REPLACE FUNCTION trade_hourly_from_robot_fills() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO trade_hourly AS t (user_id, hour, web, base, quote, bot_id, kind, buy_amount, buy_volume, sell_amount,
    sell_volume, fills, fees)
  SELECT r.user_id, trade_hour_of(f.at), f.web, r.base, r.quote, r.id, r.kind,
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
    END), 0)
  FROM new_fills f
  JOIN robots r ON r.id = f.bot_id
  GROUP BY r.user_id, trade_hour_of(f.at), f.web, r.base, r.quote, r.id, r.kind
  -- One order of keys for every writer, so two batches upserting the same rows cannot deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (user_id, hour, web, base, quote, bot_id) DO UPDATE SET
    buy_amount = t.buy_amount + EXCLUDED.buy_amount,
    buy_volume = t.buy_volume + EXCLUDED.buy_volume,
    sell_amount = t.sell_amount + EXCLUDED.sell_amount,
    sell_volume = t.sell_volume + EXCLUDED.sell_volume,
    fills = t.fills + EXCLUDED.fills,
    fees = t.fees + EXCLUDED.fees;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER robot_fills_trade_hourly AFTER INSERT ON robot_fills
REFERENCING NEW TABLE AS new_fills
FOR EACH STATEMENT EXECUTE FUNCTION trade_hourly_from_robot_fills();
--> statement-breakpoint
-- Manual orders and batches have no fill rows: each write that raised `filled` is a fill, and adds
-- what filled since the last write at the hour of updated_at (the console's clock). The part is
-- priced by what the average moved by, so an order's parts add up to filled × its final average.
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
  PERFORM trade_hourly_add(NEW.user_id, trade_hour_of(NEW.updated_at), NEW.web, NEW.base, NEW.quote, 0, '',
    CASE WHEN NEW.side = 'buy' THEN delta ELSE 0 END,
    CASE WHEN NEW.side = 'buy' THEN volume ELSE 0 END,
    CASE WHEN NEW.side = 'sell' THEN delta ELSE 0 END,
    CASE WHEN NEW.side = 'sell' THEN volume ELSE 0 END,
    1, 0, 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trade_orders_trade_hourly_insert AFTER INSERT ON trade_orders
FOR EACH ROW WHEN (NEW.filled > 0) EXECUTE FUNCTION trade_hourly_from_trade_orders();
--> statement-breakpoint
CREATE TRIGGER trade_orders_trade_hourly_update AFTER UPDATE ON trade_orders
FOR EACH ROW WHEN (NEW.filled > OLD.filled) EXECUTE FUNCTION trade_hourly_from_trade_orders();
--> statement-breakpoint
-- A swap counts once, when it settles as done, at the hour it settled. NFT listings, withdrawals and
-- approvals are recorded as swaps of nothing: they traded nothing and are left out. Gas is paid in
-- the chain's coin, so it is a fee in the quote only when the quote is that coin; otherwise 0.
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
    NEW.quote, coalesce(NEW.robot_id, 0), coalesce(bot_kind, ''),
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
CREATE TRIGGER dex_swaps_trade_hourly_insert AFTER INSERT ON dex_swaps
FOR EACH ROW WHEN (NEW.status = 'done') EXECUTE FUNCTION trade_hourly_from_dex_swaps();
--> statement-breakpoint
CREATE TRIGGER dex_swaps_trade_hourly_update AFTER UPDATE ON dex_swaps
FOR EACH ROW WHEN (NEW.status = 'done' AND OLD.status IS DISTINCT FROM 'done') EXECUTE FUNCTION trade_hourly_from_dex_swaps();
--> statement-breakpoint
-- A bot's realised profit is a running total: the change is booked at the hour of updated_at, which
-- the robot store sets from the runner's clock when it writes a profit (a virtual hour under a
-- virtual clock). A total set to NULL is a reset (see below), which books nothing.
CREATE OR REPLACE FUNCTION trade_hourly_from_robot_profit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trade_hourly_add(NEW.user_id, trade_hour_of(NEW.updated_at), NEW.web, NEW.base, NEW.quote, NEW.id, NEW.kind,
    0, 0, 0, 0, 0, 0, NEW.realised_profit - coalesce(OLD.realised_profit, 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER robots_trade_hourly_profit AFTER UPDATE ON robots
FOR EACH ROW WHEN (NEW.realised_profit IS NOT NULL AND NEW.realised_profit IS DISTINCT FROM OLD.realised_profit)
EXECUTE FUNCTION trade_hourly_from_robot_profit();
--> statement-breakpoint
-- A bot whose strategy state is cleared (saved with new parameters) counts its profit from 0 again.
-- Without this its first new total (say 0.5 after 5) would book -4.5, a loss that never happened:
-- the total is set to NULL, which books nothing, and the next total counts from there.
CREATE OR REPLACE FUNCTION robot_profit_reset() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE robots SET realised_profit = NULL WHERE id = OLD.bot_id AND realised_profit IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER robot_state_profit_reset AFTER DELETE ON robot_state
FOR EACH ROW EXECUTE FUNCTION robot_profit_reset();
--> statement-breakpoint
-- What was recorded before the triggers existed, added once so the rollup starts whole (a manual
-- order counts as one fill at the hour of its last update: its earlier updates are not recorded).
INSERT INTO trade_hourly AS t (user_id, hour, web, base, quote, bot_id, kind, buy_amount, buy_volume, sell_amount,
  sell_volume, fills, fees, realised_profit)
SELECT user_id, hour, web, base, quote, bot_id, max(kind), sum(buy_amount), sum(buy_volume), sum(sell_amount),
  sum(sell_volume), sum(fills)::integer, coalesce(sum(fees), 0), sum(realised_profit)
FROM (
  SELECT r.user_id, trade_hour_of(f.at) AS hour, f.web, r.base, r.quote, r.id AS bot_id, r.kind,
    CASE WHEN f.side = 'buy' THEN f.amount ELSE 0 END AS buy_amount,
    CASE WHEN f.side = 'buy' THEN f.amount * f.price ELSE 0 END AS buy_volume,
    CASE WHEN f.side = 'sell' THEN f.amount ELSE 0 END AS sell_amount,
    CASE WHEN f.side = 'sell' THEN f.amount * f.price ELSE 0 END AS sell_volume,
    1 AS fills,
    CASE WHEN f.fee_asset = r.quote THEN f.fee WHEN f.fee_asset = r.base THEN f.fee * f.price ELSE 0 END AS fees,
    0::double precision AS realised_profit
  FROM robot_fills f JOIN robots r ON r.id = f.bot_id
  UNION ALL
  SELECT o.user_id, trade_hour_of(o.updated_at), o.web, o.base, o.quote, 0, '',
    CASE WHEN o.side = 'buy' THEN o.filled ELSE 0 END,
    CASE WHEN o.side = 'buy' THEN o.filled * coalesce(o.average, o.price, 0) ELSE 0 END,
    CASE WHEN o.side = 'sell' THEN o.filled ELSE 0 END,
    CASE WHEN o.side = 'sell' THEN o.filled * coalesce(o.average, o.price, 0) ELSE 0 END,
    1, 0, 0
  FROM trade_orders o WHERE o.filled > 0
  UNION ALL
  SELECT s.user_id, trade_hour_of(coalesce(s.settled_at, s.created_at)), s.web, s.base, s.quote,
    coalesce(s.robot_id, 0), coalesce(r.kind, ''),
    CASE WHEN s.side = 'buy' THEN s.base_amount ELSE 0 END,
    CASE WHEN s.side = 'buy' THEN coalesce(s.quote_amount, 0) ELSE 0 END,
    CASE WHEN s.side = 'sell' THEN s.base_amount ELSE 0 END,
    CASE WHEN s.side = 'sell' THEN coalesce(s.quote_amount, 0) ELSE 0 END,
    1, CASE WHEN s.quote = dex_chain_coin(s.chain) THEN coalesce(s.gas_fee, 0) ELSE 0 END, 0
  FROM dex_swaps s LEFT JOIN robots r ON r.id = s.robot_id
  WHERE s.status = 'done' AND coalesce(s.base_amount, 0) <> 0
  UNION ALL
  SELECT r.user_id, trade_hour_of(r.updated_at), r.web, r.base, r.quote, r.id, r.kind, 0, 0, 0, 0, 0, 0, r.realised_profit
  FROM robots r WHERE r.realised_profit IS NOT NULL AND r.realised_profit <> 0
) AS recorded
GROUP BY user_id, hour, web, base, quote, bot_id
ON CONFLICT (user_id, hour, web, base, quote, bot_id) DO NOTHING;
