ALTER TABLE "member_labels" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "member_labels" CASCADE;--> statement-breakpoint
CREATE INDEX "members_labels" ON "members" USING gin ("labels");