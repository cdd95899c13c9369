ALTER TABLE "community"."imports" ADD COLUMN "source" text DEFAULT 'goodreads' NOT NULL;--> statement-breakpoint
ALTER TABLE "community"."imports" ADD COLUMN "repaired" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "community"."imports" ADD CONSTRAINT "imports_source_check" CHECK ("community"."imports"."source" in ('goodreads', 'storygraph'));