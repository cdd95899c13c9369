CREATE TABLE "community"."pending_registrations" (
	"browser_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" DROP CONSTRAINT "verification_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "community"."pending_registrations" ADD CONSTRAINT "pending_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_user_id_idx" ON "community"."pending_registrations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" DROP COLUMN "pending_profile";--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD CONSTRAINT "verification_tokens_purpose_check" CHECK ("community"."verification_tokens"."purpose" in ('verify', 'reset', 'email-change', 'email-undo'));