-- Game sessions launched before vendor_sessions.member_session existed have no owner, so a
-- logout cannot find them: they end now (the player opens the game again).
UPDATE "vendor_sessions" SET "expires_at" = least("expires_at", now()) WHERE "member_session" IS NULL;
