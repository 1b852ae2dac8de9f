CREATE TABLE "member_active_days" (
	"member_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	CONSTRAINT "member_active_days_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"period_key" text,
	"mission_id" integer,
	"friend_id" integer,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "member_rewards_amount" CHECK ("member_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"period" text NOT NULL,
	"task" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"prize" bigint NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"newbie_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 and "missions"."prize" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"first_deposit" bigint,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_active_days" ADD CONSTRAINT "member_active_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_rewards" ADD CONSTRAINT "member_rewards_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_members_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_rewards_source" ON "member_rewards" USING btree ("member_id","kind","source_key");--> statement-breakpoint
CREATE INDEX "member_rewards_member_time" ON "member_rewards" USING btree ("member_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "member_rewards_mission_period" ON "member_rewards" USING btree ("merchant_id","period_key","member_id") WHERE "member_rewards"."kind" = 'MISSION';--> statement-breakpoint
CREATE INDEX "member_rewards_issued_expiry" ON "member_rewards" USING btree ("expires_at") WHERE "member_rewards"."status" = 'ISSUED';--> statement-breakpoint
CREATE INDEX "missions_merchant_sort" ON "missions" USING btree ("merchant_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code" ON "referral_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_time" ON "referrals" USING btree ("referrer_id","created_at","referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_device" ON "referrals" USING btree ("referrer_id","device_id");--> statement-breakpoint
CREATE INDEX "referrals_pending" ON "referrals" USING btree ("merchant_id","created_at") WHERE "referrals"."status" = 'PENDING';