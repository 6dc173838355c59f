CREATE TABLE "campaign_line_totals" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units" integer NOT NULL,
	"lines_minor" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_line_totals" ADD CONSTRAINT "campaign_line_totals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The totals follow the lines (server/db/schema.ts campaignLineTotals): after each statement that writes
-- campaign_units, the rows of the campaigns it touched are recomputed from their lines. Recomputed rather than
-- adjusted, so that a moved line, a changed price or date, or a deleted line can never leave a stale earliest date.
-- Two transactions writing lines of one campaign recompute one after the other: each takes a transaction lock per
-- campaign first, and under READ COMMITTED the recompute that follows the wait sees what the other committed.
CREATE FUNCTION "campaign_line_totals_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT campaign_id ORDER BY campaign_id) INTO touched FROM new_lines;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT campaign_id ORDER BY campaign_id) INTO touched FROM old_lines;
  ELSE
    SELECT array_agg(DISTINCT campaign_id ORDER BY campaign_id) INTO touched
      FROM (SELECT campaign_id FROM new_lines UNION SELECT campaign_id FROM old_lines) AS lines;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('campaign_line_totals'), id) FROM unnest(touched) AS id ORDER BY id;
  DELETE FROM campaign_line_totals WHERE campaign_id = ANY (touched);
  INSERT INTO campaign_line_totals (campaign_id, start_date, end_date, units, lines_minor)
    SELECT campaign_id, min(start_date), max(end_date), count(*),
      sum((price * 100)::bigint * (end_date - start_date + 1) * greatest(spots_used, 1)
        + (print_price * 100)::bigint * greatest(spots_used, 1))
    FROM campaign_units WHERE campaign_id = ANY (touched) GROUP BY campaign_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaign_units_totals_insert" AFTER INSERT ON "campaign_units"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "campaign_line_totals_refresh"();
--> statement-breakpoint
CREATE TRIGGER "campaign_units_totals_update" AFTER UPDATE ON "campaign_units"
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "campaign_line_totals_refresh"();
--> statement-breakpoint
CREATE TRIGGER "campaign_units_totals_delete" AFTER DELETE ON "campaign_units"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "campaign_line_totals_refresh"();
--> statement-breakpoint
CREATE FUNCTION "campaign_line_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM campaign_line_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaign_units_totals_truncate" AFTER TRUNCATE ON "campaign_units"
  FOR EACH STATEMENT EXECUTE FUNCTION "campaign_line_totals_clear"();
--> statement-breakpoint
INSERT INTO "campaign_line_totals" ("campaign_id", "start_date", "end_date", "units", "lines_minor")
  SELECT campaign_id, min(start_date), max(end_date), count(*),
    sum((price * 100)::bigint * (end_date - start_date + 1) * greatest(spots_used, 1)
      + (print_price * 100)::bigint * greatest(spots_used, 1))
  FROM campaign_units GROUP BY campaign_id;
