CREATE TABLE "lottery_draw_payouts" (
	"draw_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_draw_payouts_draw_id_player_id_pk" PRIMARY KEY("draw_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_lines" (
	"ticket_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"play" text NOT NULL,
	"key" text NOT NULL,
	"unit_stake" bigint NOT NULL,
	"odds" integer[] NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_lines_ticket_id_key_pk" PRIMARY KEY("ticket_id","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"play" text NOT NULL,
	"picks" jsonb NOT NULL,
	"unit_stake" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_wins" (
	"draw_id" bigint NOT NULL,
	"play" text NOT NULL,
	"key" text NOT NULL,
	"tier" integer NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "lottery_wins_draw_id_play_key_tier_pk" PRIMARY KEY("draw_id","play","key","tier")
);
--> statement-breakpoint
ALTER TABLE "lottery_lines" ADD CONSTRAINT "lottery_lines_ticket_id_lottery_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."lottery_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_lines_draw_key" ON "lottery_lines" USING btree ("draw_id","play","key");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_player" ON "lottery_tickets" USING btree ("draw_id","player_id");