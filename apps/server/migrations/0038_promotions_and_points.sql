CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"period_key" text NOT NULL,
	"deposit_order_no" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"locked_amount" bigint NOT NULL,
	"turnover_required" bigint NOT NULL,
	"weights" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"forfeited_amount" bigint,
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."bonus_amount" > 0 and "bonus_grants"."locked_amount" >= "bonus_grants"."bonus_amount")
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"comment" text NOT NULL,
	"image_ids" jsonb NOT NULL,
	"status" text DEFAULT 'APPLYING' NOT NULL,
	"prize" bigint,
	"currency" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "event_applications_prize" CHECK ("event_applications"."prize" is null or "event_applications"."prize" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"percent_bp" integer NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"turnover_basis" text NOT NULL,
	"weights" jsonb NOT NULL,
	"claim_days" integer NOT NULL,
	"expiry_days" integer NOT NULL,
	"reload_period" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_offers_amounts" CHECK ("promotion_offers"."max_bonus" > 0 and "promotion_offers"."min_deposit" >= 0 and "promotion_offers"."percent_bp" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_accruals" (
	"member_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "points_accruals_pk" PRIMARY KEY("member_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "points_periods" (
	"merchant_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	CONSTRAINT "points_periods_pk" PRIMARY KEY("merchant_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"cost" bigint NOT NULL,
	"amount" bigint,
	"currency" text NOT NULL,
	"delivery" jsonb,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "points_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"cost" bigint NOT NULL,
	"amount" bigint,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rewards_stock" CHECK ("points_rewards"."stock" is null or "points_rewards"."stock" >= 0),
	CONSTRAINT "points_rewards_cost" CHECK ("points_rewards"."cost" > 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_offer_id_promotion_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."promotion_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_promotion_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."promotion_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_events" ADD CONSTRAINT "promotion_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_events" ADD CONSTRAINT "promotion_events_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_offers" ADD CONSTRAINT "promotion_offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_offers" ADD CONSTRAINT "promotion_offers_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accruals" ADD CONSTRAINT "points_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accruals" ADD CONSTRAINT "points_accruals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_periods" ADD CONSTRAINT "points_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_reward_id_points_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."points_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rewards" ADD CONSTRAINT "points_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_member_request" ON "bonus_grants" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_offer_member_period" ON "bonus_grants" USING btree ("offer_id","member_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_deposit" ON "bonus_grants" USING btree ("deposit_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_one_active" ON "bonus_grants" USING btree ("member_id") WHERE "bonus_grants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "bonus_grants_member_time" ON "bonus_grants" USING btree ("member_id","granted_at","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_expiry" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_member_event" ON "event_applications" USING btree ("member_id","event_id");--> statement-breakpoint
CREATE INDEX "event_applications_member_time" ON "event_applications" USING btree ("member_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "event_applications_brand_status" ON "event_applications" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_events_announcement" ON "promotion_events" USING btree ("announcement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_offers_announcement" ON "promotion_offers" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "promotion_offers_merchant" ON "promotion_offers" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "points_accruals_unpaid" ON "points_accruals" USING btree ("merchant_id","period_start","member_id") WHERE not "points_accruals"."paid";--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_member_request" ON "points_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "points_redemptions_member_time" ON "points_redemptions" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_redemptions_brand_status" ON "points_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "points_rewards_merchant_sort" ON "points_rewards" USING btree ("merchant_id","sort","id");--> statement-breakpoint
CREATE INDEX "bet_records_member_open" ON "bet_records" USING btree ("member_id","bet_at") WHERE "bet_records"."status" = 'OPEN';