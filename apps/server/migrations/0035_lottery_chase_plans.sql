CREATE TABLE "lottery_chase_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"selections" jsonb NOT NULL,
	"request_id" text,
	"draws" integer NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"first_draw_no" text NOT NULL,
	"last_closes_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"made_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "chase_plan_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "request_index" integer;--> statement-breakpoint
ALTER TABLE "lottery_chase_plans" ADD CONSTRAINT "lottery_chase_plans_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_chase_plans_player" ON "lottery_chase_plans" USING btree ("merchant_id","player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chase_plans_request" ON "lottery_chase_plans" USING btree ("merchant_id","player_id","request_id") WHERE "lottery_chase_plans"."request_id" is not null;--> statement-breakpoint
CREATE INDEX "lottery_chase_plans_live" ON "lottery_chase_plans" USING btree ("merchant_id","last_closes_at") WHERE "lottery_chase_plans"."stop_on_win" or "lottery_chase_plans"."cancelled_at" is not null;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_chase_plan_id_lottery_chase_plans_id_fk" FOREIGN KEY ("chase_plan_id") REFERENCES "public"."lottery_chase_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_chase" ON "lottery_tickets" USING btree ("chase_plan_id") WHERE "lottery_tickets"."chase_plan_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_request" ON "lottery_tickets" USING btree ("merchant_id","player_id","request_id","request_index") WHERE "lottery_tickets"."request_id" is not null and "lottery_tickets"."status" in ('PENDING', 'OPEN', 'CANCELLING', 'CANCELLED');