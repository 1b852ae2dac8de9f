CREATE TABLE "house_game_settings" (
	"merchant_id" integer NOT NULL,
	"game" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_stake" bigint NOT NULL,
	"max_stake" bigint NOT NULL,
	"max_round_stake" bigint,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_game_settings_merchant_id_game_pk" PRIMARY KEY("merchant_id","game")
);
