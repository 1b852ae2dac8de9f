CREATE TABLE "setting_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"previous" jsonb,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_approvals_four_eyes" CHECK ("setting_approvals"."decided_by" is null or "setting_approvals"."decided_by" <> "setting_approvals"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "setting_approvals" ADD CONSTRAINT "setting_approvals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_approvals" ADD CONSTRAINT "setting_approvals_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_approvals" ADD CONSTRAINT "setting_approvals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setting_approvals_brand_status" ON "setting_approvals" USING btree ("merchant_id","status","id");