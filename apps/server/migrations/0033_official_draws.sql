ALTER TABLE "lottery_draws" ALTER COLUMN "chain_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ALTER COLUMN "chain_index" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "entered_result" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "entered_by_name" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "void_requested_by" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "void_requested_by_name" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "void_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "voided_by_name" text;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "name" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "draw_time_sec" integer;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "weekdays" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_chain" CHECK (("lottery_draws"."chain_id" is null) = ("lottery_draws"."chain_index" is null));--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_two_operators" CHECK ("lottery_draws"."confirmed_by" is null or ("lottery_draws"."entered_by" is not null and "lottery_draws"."confirmed_by" <> "lottery_draws"."entered_by"));--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_two_operators_void" CHECK ("lottery_draws"."voided_by" is null or "lottery_draws"."void_requested_by" is null or "lottery_draws"."voided_by" <> "lottery_draws"."void_requested_by");--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_official" CHECK ((not "lottery_games"."official" and "lottery_games"."draw_time_sec" is null and "lottery_games"."weekdays" is null) or
        ("lottery_games"."official" and "lottery_games"."interval_sec" = 86400 and "lottery_games"."draw_time_sec" between 0 and 86399
          and "lottery_games"."weekdays" between 1 and 127));