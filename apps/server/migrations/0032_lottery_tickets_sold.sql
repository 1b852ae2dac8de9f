CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"play" text NOT NULL,
	"key" text NOT NULL,
	"liability" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_play_key_pk" PRIMARY KEY("draw_id","play","key")
);
--> statement-breakpoint
ALTER TABLE "lottery_tickets" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "lottery_draw_payouts" ADD COLUMN "token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draw_payouts" ADD COLUMN "currency" text NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "line_count" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "currency" text NOT NULL;--> statement-breakpoint
CREATE INDEX "lottery_tickets_player" ON "lottery_tickets" USING btree ("merchant_id","player_id","id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_unfinished" ON "lottery_tickets" USING btree ("draw_id") WHERE "lottery_tickets"."status" in ('PENDING', 'CANCELLING', 'VOIDING');