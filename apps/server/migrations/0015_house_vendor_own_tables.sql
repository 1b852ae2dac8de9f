-- The house vendor keeps its own tables and configuration and knows the platform only through the
-- signed vendor API: its tables lose their references to platform tables, a player is the
-- platform's player id ("m<member id>") instead of a member row, and the house gets its own
-- configuration (vendor code, secret, platform API base) per brand.
CREATE TABLE "house_config" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"secret" text NOT NULL,
	"platform_api_base" text,
	"currency_scale" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_config_merchant_code_unique" UNIQUE("merchant_code")
);
--> statement-breakpoint
-- A brand that already ran the house keeps playing after the upgrade: its configuration starts as
-- the secret the platform issued the house (a one-time copy; afterwards each side keeps its own).
INSERT INTO "house_config" ("merchant_id", "merchant_code", "vendor_code", "secret", "currency_scale")
SELECT s."merchant_id", m."code", s."vendor", s."secret", m."currency_scale"
FROM "vendor_secrets" s JOIN "merchants" m ON m."id" = s."merchant_id"
WHERE s."vendor" = 'HOUSE'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "house_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"learned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "house_rounds" DROP CONSTRAINT "house_rounds_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "house_rounds" DROP CONSTRAINT "house_rounds_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "house_seeds" DROP CONSTRAINT "house_seeds_merchant_id_merchants_id_fk";
--> statement-breakpoint
ALTER TABLE "house_seeds" DROP CONSTRAINT "house_seeds_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "house_seeds_active_member";--> statement-breakpoint
-- Existing rounds and seed pairs keep their player: the id the platform gives the member at vendors.
ALTER TABLE "house_rounds" ADD COLUMN "player_id" text;--> statement-breakpoint
UPDATE "house_rounds" SET "player_id" = 'm' || "member_id";--> statement-breakpoint
ALTER TABLE "house_rounds" ALTER COLUMN "player_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD COLUMN "player_id" text;--> statement-breakpoint
UPDATE "house_seeds" SET "player_id" = 'm' || "member_id";--> statement-breakpoint
ALTER TABLE "house_seeds" ALTER COLUMN "player_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_player" ON "house_seeds" USING btree ("merchant_id","player_id") WHERE "house_seeds"."active";--> statement-breakpoint
ALTER TABLE "house_rounds" DROP COLUMN "member_id";--> statement-breakpoint
ALTER TABLE "house_seeds" DROP COLUMN "member_id";
