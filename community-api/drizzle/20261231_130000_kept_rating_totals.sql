-- Hand-written below the generated tables (decision 149): each item's count and sum of ratings are
-- kept by statement triggers on its ratings table, so an average reads one row however many ratings
-- the item has (the most-rated book of a million-book catalogue has 40,000). Each statement adds what
-- it changed, grouped per item and written in item order, so two statements cannot deadlock on the
-- totals rows. An UPDATE counts its old rows out and its new ones in (a changed rating, or an upsert
-- that met an existing rating); rows whose rating and item did not change cancel out. A TRUNCATE of
-- the ratings (the seeder's reset) empties the totals. No CHECK (ratings >= 0): PostgreSQL checks an
-- upsert's proposed row before it resolves the conflict (decision 146).
CREATE TABLE "community"."author_rating_totals" (
	"author_id" integer PRIMARY KEY NOT NULL,
	"ratings" integer NOT NULL,
	"rating_sum" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community"."book_rating_totals" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"ratings" integer NOT NULL,
	"rating_sum" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "community"."rating_totals_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('TRUNCATE "community".%I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "community"."book_ratings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "community"."book_rating_totals" AS t (book_id, ratings, rating_sum)
      SELECT book_id, sum(n)::integer, sum(s)::bigint FROM (SELECT book_id, 1 AS n, rating AS s FROM added) changed
       GROUP BY book_id ORDER BY book_id
    ON CONFLICT (book_id) DO UPDATE SET ratings = t.ratings + excluded.ratings, rating_sum = t.rating_sum + excluded.rating_sum;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "community"."book_rating_totals" AS t (book_id, ratings, rating_sum)
      SELECT book_id, sum(n)::integer, sum(s)::bigint FROM (SELECT book_id, -1 AS n, -rating AS s FROM removed) changed
       GROUP BY book_id ORDER BY book_id
    ON CONFLICT (book_id) DO UPDATE SET ratings = t.ratings + excluded.ratings, rating_sum = t.rating_sum + excluded.rating_sum;
  ELSE
    INSERT INTO "community"."book_rating_totals" AS t (book_id, ratings, rating_sum)
      SELECT book_id, sum(n)::integer, sum(s)::bigint FROM (SELECT book_id, 1 AS n, rating AS s FROM added UNION ALL SELECT book_id, -1 AS n, -rating AS s FROM removed) changed
       GROUP BY book_id HAVING sum(n) <> 0 OR sum(s) <> 0 ORDER BY book_id
    ON CONFLICT (book_id) DO UPDATE SET ratings = t.ratings + excluded.ratings, rating_sum = t.rating_sum + excluded.rating_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "book_ratings_totals_added" AFTER INSERT ON "community"."book_ratings" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "community"."book_ratings_changed"();
--> statement-breakpoint
CREATE TRIGGER "book_ratings_totals_removed" AFTER DELETE ON "community"."book_ratings" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "community"."book_ratings_changed"();
--> statement-breakpoint
CREATE TRIGGER "book_ratings_totals_changed" AFTER UPDATE ON "community"."book_ratings" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "community"."book_ratings_changed"();
--> statement-breakpoint
CREATE TRIGGER "book_ratings_totals_truncated" AFTER TRUNCATE ON "community"."book_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "community"."rating_totals_emptied"('book_rating_totals');
--> statement-breakpoint
-- The triggers above hold off writers until this migration commits, so the totals taken here are whole.
INSERT INTO "community"."book_rating_totals" (book_id, ratings, rating_sum) SELECT book_id, count(*)::integer, sum(rating)::bigint FROM "community"."book_ratings" GROUP BY book_id;
--> statement-breakpoint
CREATE FUNCTION "community"."author_ratings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "community"."author_rating_totals" AS t (author_id, ratings, rating_sum)
      SELECT author_id, sum(n)::integer, sum(s)::bigint FROM (SELECT author_id, 1 AS n, rating AS s FROM added) changed
       GROUP BY author_id ORDER BY author_id
    ON CONFLICT (author_id) DO UPDATE SET ratings = t.ratings + excluded.ratings, rating_sum = t.rating_sum + excluded.rating_sum;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "community"."author_rating_totals" AS t (author_id, ratings, rating_sum)
      SELECT author_id, sum(n)::integer, sum(s)::bigint FROM (SELECT author_id, -1 AS n, -rating AS s FROM removed) changed
       GROUP BY author_id ORDER BY author_id
    ON CONFLICT (author_id) DO UPDATE SET ratings = t.ratings + excluded.ratings, rating_sum = t.rating_sum + excluded.rating_sum;
  ELSE
    INSERT INTO "community"."author_rating_totals" AS t (author_id, ratings, rating_sum)
      SELECT author_id, sum(n)::integer, sum(s)::bigint FROM (SELECT author_id, 1 AS n, rating AS s FROM added UNION ALL SELECT author_id, -1 AS n, -rating AS s FROM removed) changed
       GROUP BY author_id HAVING sum(n) <> 0 OR sum(s) <> 0 ORDER BY author_id
    ON CONFLICT (author_id) DO UPDATE SET ratings = t.ratings + excluded.ratings, rating_sum = t.rating_sum + excluded.rating_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "author_ratings_totals_added" AFTER INSERT ON "community"."author_ratings" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "community"."author_ratings_changed"();
--> statement-breakpoint
CREATE TRIGGER "author_ratings_totals_removed" AFTER DELETE ON "community"."author_ratings" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "community"."author_ratings_changed"();
--> statement-breakpoint
CREATE TRIGGER "author_ratings_totals_changed" AFTER UPDATE ON "community"."author_ratings" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "community"."author_ratings_changed"();
--> statement-breakpoint
CREATE TRIGGER "author_ratings_totals_truncated" AFTER TRUNCATE ON "community"."author_ratings" FOR EACH STATEMENT EXECUTE FUNCTION "community"."rating_totals_emptied"('author_rating_totals');
--> statement-breakpoint
-- The triggers above hold off writers until this migration commits, so the totals taken here are whole.
INSERT INTO "community"."author_rating_totals" (author_id, ratings, rating_sum) SELECT author_id, count(*)::integer, sum(rating)::bigint FROM "community"."author_ratings" GROUP BY author_id;
