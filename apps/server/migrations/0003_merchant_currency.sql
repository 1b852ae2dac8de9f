ALTER TABLE "merchants" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "currency_symbol" text DEFAULT '$' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "currency_scale" integer DEFAULT 2 NOT NULL;