CREATE INDEX "games_merchant_vendor_sort" ON "games" USING btree ("merchant_id","vassalage","sort","id");--> statement-breakpoint
CREATE INDEX "games_merchant_category_sort" ON "games" USING btree ("merchant_id","category","sort","id");--> statement-breakpoint
CREATE INDEX "games_merchant_hot_sort" ON "games" USING btree ("merchant_id","sort","id") WHERE "games"."is_hot";