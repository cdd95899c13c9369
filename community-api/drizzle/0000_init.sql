CREATE SCHEMA IF NOT EXISTS "community";
--> statement-breakpoint
CREATE TABLE "community"."sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"bio" text,
	"profile_image_url" text,
	"role" text DEFAULT 'NORMAL_USER' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"external_id" text,
	CONSTRAINT "users_role_check" CHECK ("community"."users"."role" in ('NORMAL_USER', 'POWER_USER', 'GOLDEN_USER', 'SUPER_USER')),
	CONSTRAINT "users_locale_check" CHECK ("community"."users"."locale" in ('en', 'de', 'it'))
);
--> statement-breakpoint
CREATE TABLE "community"."verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD CONSTRAINT "verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "community"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "community"."users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id_key" ON "community"."users" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "verification_tokens_user_id_idx" ON "community"."verification_tokens" USING btree ("user_id");