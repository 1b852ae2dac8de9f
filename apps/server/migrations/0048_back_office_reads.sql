CREATE TABLE "member_labels" (
	"member_id" integer NOT NULL,
	"label" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_labels_pk" PRIMARY KEY("member_id","label")
);
--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_labels" ADD CONSTRAINT "member_labels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_labels_brand_label" ON "member_labels" USING btree ("merchant_id","label","member_id");--> statement-breakpoint
CREATE INDEX "members_merchant_registered" ON "members" USING btree ("merchant_id","registered_at");--> statement-breakpoint
CREATE INDEX "withdrawals_brand_paid" ON "withdrawals" USING btree ("merchant_id","paid_at") WHERE "withdrawals"."paid_at" is not null;