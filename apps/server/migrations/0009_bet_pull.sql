CREATE TABLE "bet_pull_mismatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"reason" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_bet_cursors" (
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_bet_cursors_merchant_id_vendor_pk" PRIMARY KEY("merchant_id","vendor")
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bet_pull_mismatches" ADD CONSTRAINT "bet_pull_mismatches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_bet_cursors" ADD CONSTRAINT "vendor_bet_cursors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_pull_mismatches_round" ON "bet_pull_mismatches" USING btree ("merchant_id","vendor","round_id");--> statement-breakpoint
CREATE INDEX "house_rounds_settled" ON "house_rounds" USING btree ("merchant_id","settled_at");--> statement-breakpoint
-- Rounds finished before this migration: their settlement time is unknown, their start time is the best we have.
UPDATE "house_rounds" SET "settled_at" = "created_at" WHERE "status" IN ('SETTLED', 'VOIDED');
