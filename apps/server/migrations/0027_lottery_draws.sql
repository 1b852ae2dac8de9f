CREATE TABLE "lottery_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"length" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_index" integer NOT NULL,
	"draw_no" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"element" text,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"family" text NOT NULL,
	"interval_sec" integer NOT NULL,
	"close_before_sec" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_chains" ADD CONSTRAINT "lottery_chains_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_chain_id_lottery_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."lottery_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_chains_game" ON "lottery_chains" USING btree ("game_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_number" ON "lottery_draws" USING btree ("game_id","draw_no");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_chain_index" ON "lottery_draws" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_id","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."status" in ('OPEN', 'DRAWN');--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code" ON "lottery_games" USING btree ("merchant_id","code");