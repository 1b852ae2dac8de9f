CREATE TABLE "pvp_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"room_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"seats" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pvp_rooms" ADD CONSTRAINT "pvp_rooms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_rooms_merchant_vendor_room" ON "pvp_rooms" USING btree ("merchant_id","vassalage","room_code");