CREATE TABLE "adjustment_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjustment_approvals_positive" CHECK ("adjustment_approvals"."amount" > 0),
	CONSTRAINT "adjustment_approvals_four_eyes" CHECK ("adjustment_approvals"."decided_by" is null or "adjustment_approvals"."decided_by" <> "adjustment_approvals"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "adjustment_approvals" ADD CONSTRAINT "adjustment_approvals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustment_approvals" ADD CONSTRAINT "adjustment_approvals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_approvals_request" ON "adjustment_approvals" USING btree ("requested_by","request_id");--> statement-breakpoint
CREATE INDEX "adjustment_approvals_brand_status" ON "adjustment_approvals" USING btree ("merchant_id","status","id");