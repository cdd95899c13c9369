DROP INDEX "community"."author_ratings_item_idx";--> statement-breakpoint
DROP INDEX "community"."book_ratings_item_idx";--> statement-breakpoint
CREATE INDEX "author_ratings_readable_idx" ON "community"."author_ratings" USING btree ("author_id","updated_at" DESC NULLS LAST,"user_id") WHERE "community"."author_ratings"."review" is not null and "community"."author_ratings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "book_ratings_readable_idx" ON "community"."book_ratings" USING btree ("book_id","updated_at" DESC NULLS LAST,"user_id") WHERE "community"."book_ratings"."review" is not null and "community"."book_ratings"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "author_ratings_item_idx" ON "community"."author_ratings" USING btree ("author_id","rating");--> statement-breakpoint
CREATE INDEX "book_ratings_item_idx" ON "community"."book_ratings" USING btree ("book_id","rating");