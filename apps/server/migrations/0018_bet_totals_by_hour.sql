CREATE TABLE "bet_totals_hourly" (
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"rolled_back_rounds" integer NOT NULL,
	"rolled_back_stake" bigint NOT NULL,
	"rolled_back_payout" bigint NOT NULL,
	CONSTRAINT "bet_totals_hourly_pk" PRIMARY KEY("member_id","currency","hour","merchant_id","vendor","game_code")
);
--> statement-breakpoint
ALTER TABLE "bet_totals_hourly" ADD CONSTRAINT "bet_totals_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_totals_hourly" ADD CONSTRAINT "bet_totals_hourly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Back-fill: the totals of the bet records recorded so far (hours aligned to UTC, as date_bin in the repository).
INSERT INTO "bet_totals_hourly" ("member_id", "currency", "hour", "merchant_id", "vendor", "game_code", "rounds", "stake", "payout",
  "rolled_back_rounds", "rolled_back_stake", "rolled_back_payout")
SELECT "member_id", "currency", date_bin('1 hour', "bet_at", timestamptz '2000-01-01 00:00:00+00'), "merchant_id", "vendor", "game_code",
  count(*), sum("stake"), sum("payout"),
  count(*) FILTER (WHERE "status" = 'ROLLED_BACK'),
  coalesce(sum("stake") FILTER (WHERE "status" = 'ROLLED_BACK'), 0),
  coalesce(sum("payout") FILTER (WHERE "status" = 'ROLLED_BACK'), 0)
FROM "bet_records"
GROUP BY 1, 2, 3, 4, 5, 6;
