ALTER TABLE "vendor_sessions" ADD COLUMN "member_session" text;--> statement-breakpoint
-- Sessions launched before this column (no owner: a logout cannot find them) end within the idle time.
UPDATE "vendor_sessions" SET "expires_at" = least("expires_at", now() + interval '30 minutes');
