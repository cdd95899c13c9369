CREATE TABLE "community"."admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community"."admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community"."sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "community"."sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD COLUMN "pending_profile" jsonb;--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "community"."admin_audit_log" USING btree ("target_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "community"."sessions" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "community"."verification_tokens" ADD CONSTRAINT "verification_tokens_purpose_check" CHECK ("community"."verification_tokens"."purpose" in ('verify', 'reset', 'email-change'));