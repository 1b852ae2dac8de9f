DROP INDEX "bet_records_member_time";--> statement-breakpoint
CREATE INDEX "bet_records_member_currency_time" ON "bet_records" USING btree ("member_id","currency","bet_at","id","stake","payout");--> statement-breakpoint
CREATE INDEX "deposits_member_time" ON "deposits" USING btree ("member_id","created_at","order_no");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_time" ON "withdrawals" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_paid" ON "withdrawals" USING btree ("member_id","paid_at") WHERE "withdrawals"."status" = 'PAID';