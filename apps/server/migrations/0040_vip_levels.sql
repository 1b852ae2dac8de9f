CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"kept_month" text
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_deposit" bigint NOT NULL,
	"min_bets" bigint NOT NULL,
	"keep_bets" bigint NOT NULL,
	"upgrade_gift" bigint NOT NULL,
	"monthly_gift" bigint NOT NULL,
	"rebate_bp" integer NOT NULL,
	"withdraw_daily_max" bigint,
	"withdraw_daily_count" integer,
	CONSTRAINT "vip_levels_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."level" between 0 and 10 and "vip_levels"."min_deposit" >= 0 and "vip_levels"."min_bets" >= 0 and "vip_levels"."keep_bets" >= 0
        and "vip_levels"."upgrade_gift" >= 0 and "vip_levels"."monthly_gift" >= 0 and "vip_levels"."rebate_bp" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vip_merchant_level" ON "member_vip" USING btree ("merchant_id","level");--> statement-breakpoint
CREATE INDEX "deposits_confirmed_time" ON "deposits" USING btree ("merchant_id","updated_at") WHERE "deposits"."status" = 'CONFIRMED';