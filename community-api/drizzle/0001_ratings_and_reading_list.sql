CREATE TABLE "community"."author_ratings" (
	"user_id" uuid NOT NULL,
	"author_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_ratings_pkey" PRIMARY KEY("user_id","author_id"),
	CONSTRAINT "author_ratings_rating_check" CHECK ("community"."author_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "community"."book_ratings" (
	"user_id" uuid NOT NULL,
	"book_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_ratings_pkey" PRIMARY KEY("user_id","book_id"),
	CONSTRAINT "book_ratings_rating_check" CHECK ("community"."book_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "community"."reading_list_entries" (
	"user_id" uuid NOT NULL,
	"book_id" integer NOT NULL,
	"status" text DEFAULT 'to_read' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_list_entries_pkey" PRIMARY KEY("user_id","book_id"),
	CONSTRAINT "reading_list_entries_status_check" CHECK ("community"."reading_list_entries"."status" in ('to_read', 'reading', 'read'))
);
--> statement-breakpoint
ALTER TABLE "community"."author_ratings" ADD CONSTRAINT "author_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community"."book_ratings" ADD CONSTRAINT "book_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community"."reading_list_entries" ADD CONSTRAINT "reading_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_ratings_item_idx" ON "community"."author_ratings" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "author_ratings_user_updated_idx" ON "community"."author_ratings" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "book_ratings_item_idx" ON "community"."book_ratings" USING btree ("book_id","updated_at");--> statement-breakpoint
CREATE INDEX "book_ratings_user_updated_idx" ON "community"."book_ratings" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "reading_list_entries_book_idx" ON "community"."reading_list_entries" USING btree ("book_id");