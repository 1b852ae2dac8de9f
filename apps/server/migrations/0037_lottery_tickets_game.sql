-- A ticket keeps its draw's game, so a player's tickets of one game are read newest first by
-- index, however many the player has of other games. Existing tickets take it from their draw.
ALTER TABLE "lottery_tickets" ADD COLUMN "game_id" integer;--> statement-breakpoint
UPDATE "lottery_tickets" t SET "game_id" = d."game_id" FROM "lottery_draws" d WHERE d."id" = t."draw_id";--> statement-breakpoint
ALTER TABLE "lottery_tickets" ALTER COLUMN "game_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_player_game" ON "lottery_tickets" USING btree ("merchant_id","player_id","game_id","id");
