-- Asset snapshots are kept 6 months, and the database itself forgets older ones: after every
-- insert statement, rows taken more than 6 months before the newest row just inserted go. No job
-- has to remember to prune, a process that was down catches up on its first snapshot, and the
-- delete is one range probe on asset_snapshots_time (nothing to find on most runs).
CREATE OR REPLACE FUNCTION asset_snapshots_keep_six_months() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM asset_snapshots
  WHERE taken_at < (SELECT max(taken_at) FROM inserted_snapshots) - interval '6 months';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER asset_snapshots_retention
AFTER INSERT ON asset_snapshots
REFERENCING NEW TABLE AS inserted_snapshots
FOR EACH STATEMENT EXECUTE FUNCTION asset_snapshots_keep_six_months();
