CREATE TABLE "lottery_play_settings" (
	"merchant_id" integer NOT NULL,
	"family" text NOT NULL,
	"play" text NOT NULL,
	"enabled" boolean NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_draw_stake" bigint NOT NULL,
	"exposure_limit" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_play_settings_merchant_id_family_play_pk" PRIMARY KEY("merchant_id","family","play")
);
