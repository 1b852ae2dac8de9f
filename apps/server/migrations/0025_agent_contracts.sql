CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payer_id" integer,
	"payee_id" integer NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_bills" (
	"contract_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"turnover" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_bills_pk" PRIMARY KEY("contract_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_bills" ADD CONSTRAINT "contract_bills_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_bills" ADD CONSTRAINT "contract_bills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_open" ON "agent_contracts" USING btree ("payee_id","kind") WHERE status in ('AWAITING_CONSENT', 'VALID');--> statement-breakpoint
CREATE INDEX "agent_contracts_payer" ON "agent_contracts" USING btree ("payer_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_brand_kind_status" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE INDEX "contract_bills_owed" ON "contract_bills" USING btree ("merchant_id","period_start") WHERE status in ('DUE', 'PARTLY_ISSUED', 'INSUFFICIENT_BALANCE');