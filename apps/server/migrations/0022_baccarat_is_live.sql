-- Baccarat is a live-casino style table game, not a slot: the house's Punto Banco moves to LIVE,
-- and the house vendor is listed in the LIVE lane too (a vendor has one row per category it is in).
UPDATE "games" SET "category" = 'LIVE' WHERE "vassalage" = 'HOUSE' AND "game_code" = 'punto-banco';--> statement-breakpoint
INSERT INTO "vendors" ("merchant_id", "vassalage", "category", "display_name", "game_type", "is_game", "is_hot", "icon", "wallet_mode", "maintenance", "maintenance_until", "sort")
SELECT v."merchant_id", v."vassalage", 'LIVE', v."display_name", 'LIVE', v."is_game", v."is_hot", v."icon", v."wallet_mode", v."maintenance", v."maintenance_until", v."sort"
FROM "vendors" v
WHERE v."vassalage" = 'HOUSE' AND v."category" = 'RNG'
  AND EXISTS (SELECT 1 FROM "games" g WHERE g."merchant_id" = v."merchant_id" AND g."vassalage" = 'HOUSE' AND g."category" = 'LIVE')
ON CONFLICT DO NOTHING;
