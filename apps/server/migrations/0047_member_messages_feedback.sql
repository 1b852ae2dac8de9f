CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_reply" CHECK (("feedback"."status" = 'OPEN') = ("feedback"."reply" is null))
);
--> statement-breakpoint
CREATE TABLE "message_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"audience" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "member_messages_member";--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "unread" integer GENERATED ALWAYS AS (case when read_at is null then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_operators_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_member_time" ON "feedback" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_brand_status" ON "feedback" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_broadcasts_request" ON "message_broadcasts" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "message_broadcasts_brand" ON "message_broadcasts" USING btree ("merchant_id","id");--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_inbox" ON "member_messages" USING btree ("member_id","unread","created_at","id") WHERE "member_messages"."deleted_at" is null;