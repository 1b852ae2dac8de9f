ALTER TABLE "contract_bills" ADD COLUMN "carried" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_bills" ADD COLUMN "claim_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contract_bills_waiting" ON "contract_bills" USING btree ("merchant_id","status") WHERE status in ('AWAITING_CLAIM', 'PENDING_REVIEW');