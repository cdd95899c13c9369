CREATE TABLE "community"."analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_pkey" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "community"."analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community"."analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	"route" text,
	"entity_type" text,
	"entity_id" text,
	"user_role" text NOT NULL,
	"metadata" jsonb
);
--> statement-breakpoint
CREATE TABLE "community"."analytics_monthly" (
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_monthly_pkey" PRIMARY KEY("month","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "community"."newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_locale_check" CHECK ("community"."newsletter_subscriptions"."locale" in ('en', 'de', 'it'))
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_day_idx" ON "community"."analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_event_id_key" ON "community"."analytics_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_brin" ON "community"."analytics_events" USING brin ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_monthly_dimension_month_idx" ON "community"."analytics_monthly" USING btree ("dimension","month");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "community"."newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_key" ON "community"."newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_key" ON "community"."newsletter_subscriptions" USING btree ("unsubscribe_token");