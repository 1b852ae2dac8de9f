CREATE TABLE "raffle_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"prize_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"pool" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"raffle_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer NOT NULL,
	"stock" integer,
	CONSTRAINT "raffle_prizes_figures" CHECK ("raffle_prizes"."amount" >= 0 and "raffle_prizes"."weight" > 0 and ("raffle_prizes"."stock" is null or "raffle_prizes"."stock" >= 0))
);
--> statement-breakpoint
CREATE TABLE "raffles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"qualifier" text NOT NULL,
	"per_draw" bigint NOT NULL,
	"max_draws" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffles_per_draw" CHECK ("raffles"."per_draw" > 0 and "raffles"."max_draws" > 0 and "raffles"."ends_at" > "raffles"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_raffle_id_raffles_id_fk" FOREIGN KEY ("raffle_id") REFERENCES "public"."raffles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffles" ADD CONSTRAINT "raffles_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_member_nonce" ON "raffle_draws" USING btree ("raffle_id","member_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_member_request" ON "raffle_draws" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "raffle_prizes_raffle" ON "raffle_prizes" USING btree ("raffle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "raffles_announcement" ON "raffles" USING btree ("announcement_id");