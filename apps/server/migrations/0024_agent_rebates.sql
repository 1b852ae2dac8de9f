CREATE TABLE "agent_rebate_payments" (
	"member_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_rebate_payments_pk" PRIMARY KEY("member_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "agent_rebates" (
	"member_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "agent_rebates_pk" PRIMARY KEY("member_id","period_start","category")
);
--> statement-breakpoint
CREATE TABLE "rebate_periods" (
	"merchant_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_periods_pk" PRIMARY KEY("merchant_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_payments" ADD CONSTRAINT "agent_rebate_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_payments" ADD CONSTRAINT "agent_rebate_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_periods" ADD CONSTRAINT "rebate_periods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_rebate_payments_unpaid" ON "agent_rebate_payments" USING btree ("merchant_id","period_start") WHERE paid_at is null;--> statement-breakpoint
CREATE INDEX "bet_totals_hourly_brand_hour" ON "bet_totals_hourly" USING btree ("merchant_id","hour");