import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Added by hand: with schemaName 'cms' the generated migration assumes the schema exists.
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "cms";`)
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('en', 'de', 'it');
  CREATE TYPE "cms"."enum_editions_formats_binding_type" AS ENUM('hardcover', 'paperback', 'mass_market', 'ebook', 'audiobook', 'broschiert');
  CREATE TYPE "cms"."enum_editions_edition_type" AS ENUM('original', 'revised', 'anniversary', 'special', 'international');
  CREATE TYPE "cms"."enum_editions_format_type" AS ENUM('physical', 'digital');
  CREATE TYPE "cms"."enum_editions_binding_type" AS ENUM('hardcover', 'paperback', 'mass_market', 'ebook', 'audiobook', 'broschiert');
  CREATE TYPE "cms"."enum_editions_language_code" AS ENUM('de', 'en', 'fr', 'es', 'it', 'ru', 'ja', 'zh', 'pt', 'nl', 'sv', 'no');
  CREATE TYPE "cms"."enum_authors_native_language" AS ENUM('en', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'bn', 'pa', 'te');
  CREATE TYPE "cms"."enum_authors_gender" AS ENUM('male', 'female', 'non_binary', 'other', 'not_specified');
  CREATE TYPE "cms"."enum_award_entries_result" AS ENUM('winner', 'nominee', 'special_citation');
  CREATE TABLE "cms"."books_all_series" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"series_id" integer NOT NULL,
  	"position" varchar,
  	"position_sort" numeric
  );
  
  CREATE TABLE "cms"."books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"cover_image_id" integer,
  	"cover_image_url" varchar,
  	"publication_date" timestamp(3) with time zone,
  	"publication_year" numeric,
  	"publisher" varchar,
  	"pages" numeric,
  	"average_rating" numeric,
  	"ratings_count" numeric DEFAULT 0,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."books_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."books_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"authors_id" integer,
  	"genres_id" integer
  );
  
  CREATE TABLE "cms"."editions_formats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"binding_type" "cms"."enum_editions_formats_binding_type",
  	"price" numeric,
  	"currency" varchar DEFAULT 'EUR'
  );
  
  CREATE TABLE "cms"."editions_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language_name" varchar,
  	"is_original_language" boolean DEFAULT false,
  	"translator" varchar
  );
  
  CREATE TABLE "cms"."editions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"book_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"cover_image" varchar,
  	"publication_year" numeric,
  	"pages" numeric,
  	"isbn" varchar,
  	"publisher" varchar,
  	"is_primary_edition" boolean DEFAULT false,
  	"edition_type" "cms"."enum_editions_edition_type" DEFAULT 'original',
  	"format_type" "cms"."enum_editions_format_type" DEFAULT 'physical',
  	"binding_type" "cms"."enum_editions_binding_type" DEFAULT 'paperback',
  	"language_code" "cms"."enum_editions_language_code" DEFAULT 'de',
  	"language_name" varchar,
  	"translator" varchar,
  	"is_original_language" boolean DEFAULT true,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"profile_image_id" integer,
  	"profile_image_url" varchar,
  	"born" varchar,
  	"died" varchar,
  	"native_language" "cms"."enum_authors_native_language",
  	"gender" "cms"."enum_authors_gender" DEFAULT 'not_specified',
  	"birth_country" varchar,
  	"average_rating" numeric,
  	"ratings_count" numeric DEFAULT 0,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."authors_locales" (
  	"name" varchar NOT NULL,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."series" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"is_completed" boolean DEFAULT false,
  	"average_rating" numeric,
  	"ratings_count" numeric DEFAULT 0,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."series_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."genres" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"parent_id" integer,
  	"level" numeric,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."genres_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."awards_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."awards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"year" numeric,
  	"country" varchar,
  	"language" varchar,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."awards_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."award_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"award_id" integer NOT NULL,
  	"book_id" integer,
  	"is_winner" boolean DEFAULT false,
  	"result" "cms"."enum_award_entries_result",
  	"category" varchar,
  	"year" numeric,
  	"work_title" varchar,
  	"work_author" varchar,
  	"external_id" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "cms"."media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."editors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."editors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer,
  	"editions_id" integer,
  	"authors_id" integer,
  	"series_id" integer,
  	"genres_id" integer,
  	"awards_id" integer,
  	"award_entries_id" integer,
  	"media_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"editors_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."books_all_series" ADD CONSTRAINT "books_all_series_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "cms"."series"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."books_all_series" ADD CONSTRAINT "books_all_series_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."books" ADD CONSTRAINT "books_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."books_locales" ADD CONSTRAINT "books_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."books_rels" ADD CONSTRAINT "books_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."books_rels" ADD CONSTRAINT "books_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "cms"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."books_rels" ADD CONSTRAINT "books_rels_genres_fk" FOREIGN KEY ("genres_id") REFERENCES "cms"."genres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."editions_formats" ADD CONSTRAINT "editions_formats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."editions_languages" ADD CONSTRAINT "editions_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."editions" ADD CONSTRAINT "editions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "cms"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."authors" ADD CONSTRAINT "authors_profile_image_id_media_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."authors_locales" ADD CONSTRAINT "authors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."series" ADD CONSTRAINT "series_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."series_locales" ADD CONSTRAINT "series_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."genres" ADD CONSTRAINT "genres_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."genres" ADD CONSTRAINT "genres_parent_id_genres_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."genres"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."genres_locales" ADD CONSTRAINT "genres_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."genres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."awards_categories" ADD CONSTRAINT "awards_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."awards_locales" ADD CONSTRAINT "awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."award_entries" ADD CONSTRAINT "award_entries_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "cms"."awards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."award_entries" ADD CONSTRAINT "award_entries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "cms"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."editors_sessions" ADD CONSTRAINT "editors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "cms"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editions_fk" FOREIGN KEY ("editions_id") REFERENCES "cms"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "cms"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_series_fk" FOREIGN KEY ("series_id") REFERENCES "cms"."series"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_genres_fk" FOREIGN KEY ("genres_id") REFERENCES "cms"."genres"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_awards_fk" FOREIGN KEY ("awards_id") REFERENCES "cms"."awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_award_entries_fk" FOREIGN KEY ("award_entries_id") REFERENCES "cms"."award_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "books_all_series_order_idx" ON "cms"."books_all_series" USING btree ("_order");
  CREATE INDEX "books_all_series_parent_id_idx" ON "cms"."books_all_series" USING btree ("_parent_id");
  CREATE INDEX "books_all_series_series_idx" ON "cms"."books_all_series" USING btree ("series_id");
  CREATE UNIQUE INDEX "books_slug_idx" ON "cms"."books" USING btree ("slug");
  CREATE INDEX "books_cover_image_idx" ON "cms"."books" USING btree ("cover_image_id");
  CREATE INDEX "books_publication_year_idx" ON "cms"."books" USING btree ("publication_year");
  CREATE UNIQUE INDEX "books_external_id_idx" ON "cms"."books" USING btree ("external_id");
  CREATE INDEX "books_updated_at_idx" ON "cms"."books" USING btree ("updated_at");
  CREATE INDEX "books_created_at_idx" ON "cms"."books" USING btree ("created_at");
  CREATE UNIQUE INDEX "books_locales_locale_parent_id_unique" ON "cms"."books_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "books_rels_order_idx" ON "cms"."books_rels" USING btree ("order");
  CREATE INDEX "books_rels_parent_idx" ON "cms"."books_rels" USING btree ("parent_id");
  CREATE INDEX "books_rels_path_idx" ON "cms"."books_rels" USING btree ("path");
  CREATE INDEX "books_rels_authors_id_idx" ON "cms"."books_rels" USING btree ("authors_id");
  CREATE INDEX "books_rels_genres_id_idx" ON "cms"."books_rels" USING btree ("genres_id");
  CREATE INDEX "editions_formats_order_idx" ON "cms"."editions_formats" USING btree ("_order");
  CREATE INDEX "editions_formats_parent_id_idx" ON "cms"."editions_formats" USING btree ("_parent_id");
  CREATE INDEX "editions_languages_order_idx" ON "cms"."editions_languages" USING btree ("_order");
  CREATE INDEX "editions_languages_parent_id_idx" ON "cms"."editions_languages" USING btree ("_parent_id");
  CREATE INDEX "editions_book_idx" ON "cms"."editions" USING btree ("book_id");
  CREATE UNIQUE INDEX "editions_external_id_idx" ON "cms"."editions" USING btree ("external_id");
  CREATE INDEX "editions_updated_at_idx" ON "cms"."editions" USING btree ("updated_at");
  CREATE INDEX "editions_created_at_idx" ON "cms"."editions" USING btree ("created_at");
  CREATE UNIQUE INDEX "authors_slug_idx" ON "cms"."authors" USING btree ("slug");
  CREATE INDEX "authors_profile_image_idx" ON "cms"."authors" USING btree ("profile_image_id");
  CREATE UNIQUE INDEX "authors_external_id_idx" ON "cms"."authors" USING btree ("external_id");
  CREATE INDEX "authors_updated_at_idx" ON "cms"."authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "cms"."authors" USING btree ("created_at");
  CREATE UNIQUE INDEX "authors_locales_locale_parent_id_unique" ON "cms"."authors_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "series_slug_idx" ON "cms"."series" USING btree ("slug");
  CREATE INDEX "series_image_idx" ON "cms"."series" USING btree ("image_id");
  CREATE UNIQUE INDEX "series_external_id_idx" ON "cms"."series" USING btree ("external_id");
  CREATE INDEX "series_updated_at_idx" ON "cms"."series" USING btree ("updated_at");
  CREATE INDEX "series_created_at_idx" ON "cms"."series" USING btree ("created_at");
  CREATE UNIQUE INDEX "series_locales_locale_parent_id_unique" ON "cms"."series_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "genres_slug_idx" ON "cms"."genres" USING btree ("slug");
  CREATE INDEX "genres_image_idx" ON "cms"."genres" USING btree ("image_id");
  CREATE INDEX "genres_parent_idx" ON "cms"."genres" USING btree ("parent_id");
  CREATE UNIQUE INDEX "genres_external_id_idx" ON "cms"."genres" USING btree ("external_id");
  CREATE INDEX "genres_updated_at_idx" ON "cms"."genres" USING btree ("updated_at");
  CREATE INDEX "genres_created_at_idx" ON "cms"."genres" USING btree ("created_at");
  CREATE UNIQUE INDEX "genres_locales_locale_parent_id_unique" ON "cms"."genres_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "awards_categories_order_idx" ON "cms"."awards_categories" USING btree ("_order");
  CREATE INDEX "awards_categories_parent_id_idx" ON "cms"."awards_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "awards_slug_idx" ON "cms"."awards" USING btree ("slug");
  CREATE UNIQUE INDEX "awards_external_id_idx" ON "cms"."awards" USING btree ("external_id");
  CREATE INDEX "awards_updated_at_idx" ON "cms"."awards" USING btree ("updated_at");
  CREATE INDEX "awards_created_at_idx" ON "cms"."awards" USING btree ("created_at");
  CREATE UNIQUE INDEX "awards_locales_locale_parent_id_unique" ON "cms"."awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "award_entries_award_idx" ON "cms"."award_entries" USING btree ("award_id");
  CREATE INDEX "award_entries_book_idx" ON "cms"."award_entries" USING btree ("book_id");
  CREATE UNIQUE INDEX "award_entries_external_id_idx" ON "cms"."award_entries" USING btree ("external_id");
  CREATE INDEX "award_entries_updated_at_idx" ON "cms"."award_entries" USING btree ("updated_at");
  CREATE INDEX "award_entries_created_at_idx" ON "cms"."award_entries" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "editors_sessions_order_idx" ON "cms"."editors_sessions" USING btree ("_order");
  CREATE INDEX "editors_sessions_parent_id_idx" ON "cms"."editors_sessions" USING btree ("_parent_id");
  CREATE INDEX "editors_updated_at_idx" ON "cms"."editors" USING btree ("updated_at");
  CREATE INDEX "editors_created_at_idx" ON "cms"."editors" USING btree ("created_at");
  CREATE UNIQUE INDEX "editors_email_idx" ON "cms"."editors" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_books_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("books_id");
  CREATE INDEX "payload_locked_documents_rels_editions_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("editions_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_series_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("series_id");
  CREATE INDEX "payload_locked_documents_rels_genres_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("genres_id");
  CREATE INDEX "payload_locked_documents_rels_awards_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("awards_id");
  CREATE INDEX "payload_locked_documents_rels_award_entries_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("award_entries_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_editors_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("editors_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_editors_id_idx" ON "cms"."payload_preferences_rels" USING btree ("editors_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");`)
  // Added by hand: at most one primary edition per book, whatever writes to the table.
  await db.execute(sql`
  CREATE UNIQUE INDEX "editions_one_primary_per_book_idx" ON "cms"."editions" USING btree ("book_id") WHERE "is_primary_edition" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "cms"."editions_one_primary_per_book_idx";`)
  await db.execute(sql`
   DROP TABLE "cms"."books_all_series" CASCADE;
  DROP TABLE "cms"."books" CASCADE;
  DROP TABLE "cms"."books_locales" CASCADE;
  DROP TABLE "cms"."books_rels" CASCADE;
  DROP TABLE "cms"."editions_formats" CASCADE;
  DROP TABLE "cms"."editions_languages" CASCADE;
  DROP TABLE "cms"."editions" CASCADE;
  DROP TABLE "cms"."authors" CASCADE;
  DROP TABLE "cms"."authors_locales" CASCADE;
  DROP TABLE "cms"."series" CASCADE;
  DROP TABLE "cms"."series_locales" CASCADE;
  DROP TABLE "cms"."genres" CASCADE;
  DROP TABLE "cms"."genres_locales" CASCADE;
  DROP TABLE "cms"."awards_categories" CASCADE;
  DROP TABLE "cms"."awards" CASCADE;
  DROP TABLE "cms"."awards_locales" CASCADE;
  DROP TABLE "cms"."award_entries" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_locales" CASCADE;
  DROP TABLE "cms"."editors_sessions" CASCADE;
  DROP TABLE "cms"."editors" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_editions_formats_binding_type";
  DROP TYPE "cms"."enum_editions_edition_type";
  DROP TYPE "cms"."enum_editions_format_type";
  DROP TYPE "cms"."enum_editions_binding_type";
  DROP TYPE "cms"."enum_editions_language_code";
  DROP TYPE "cms"."enum_authors_native_language";
  DROP TYPE "cms"."enum_authors_gender";
  DROP TYPE "cms"."enum_award_entries_result";`)
}
