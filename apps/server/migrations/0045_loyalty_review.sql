DROP INDEX "raffle_draws_member_nonce";--> statement-breakpoint
CREATE INDEX "bet_records_brand_open" ON "bet_records" USING btree ("merchant_id","bet_at") WHERE "bet_records"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_draws_nonce" ON "raffle_draws" USING btree ("raffle_id","nonce");--> statement-breakpoint
CREATE INDEX "raffle_draws_member" ON "raffle_draws" USING btree ("raffle_id","member_id","nonce");--> statement-breakpoint
CREATE INDEX "member_rewards_mission" ON "member_rewards" USING btree ("mission_id") WHERE "member_rewards"."mission_id" is not null;