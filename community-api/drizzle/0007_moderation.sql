CREATE TABLE "community"."review_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community"."review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "review_reports_kind_check" CHECK ("community"."review_reports"."kind" in ('book', 'author')),
	CONSTRAINT "review_reports_reason_check" CHECK ("community"."review_reports"."reason" in ('spam', 'abuse', 'spoiler', 'off_topic', 'other')),
	CONSTRAINT "review_reports_resolution_check" CHECK ("community"."review_reports"."resolution" in ('hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "community"."admin_audit_log" ALTER COLUMN "detail" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "community"."admin_audit_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "community"."admin_audit_log" ADD COLUMN "review_kind" text;--> statement-breakpoint
ALTER TABLE "community"."admin_audit_log" ADD COLUMN "review_item_id" integer;--> statement-breakpoint
ALTER TABLE "community"."author_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community"."author_ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "community"."author_ratings" ADD COLUMN "hidden_for" text;--> statement-breakpoint
ALTER TABLE "community"."book_ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community"."book_ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "community"."book_ratings" ADD COLUMN "hidden_for" text;--> statement-breakpoint
ALTER TABLE "community"."users" ADD COLUMN "mailbox_key" text;--> statement-breakpoint
ALTER TABLE "community"."review_reports" ADD CONSTRAINT "review_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community"."review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "community"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_key" ON "community"."review_reports" USING btree ("kind","item_id","author_id","reporter_id") WHERE "community"."review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "community"."review_reports" USING btree ("kind","item_id","author_id");--> statement-breakpoint
CREATE INDEX "review_reports_reporter_idx" ON "community"."review_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_at_idx" ON "community"."admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "community"."admin_audit_log" USING btree ("actor_id","at");--> statement-breakpoint
ALTER TABLE "community"."author_ratings" ADD CONSTRAINT "author_ratings_hidden_for_check" CHECK ("community"."author_ratings"."hidden_for" in ('moderation', 'suspension'));--> statement-breakpoint
ALTER TABLE "community"."book_ratings" ADD CONSTRAINT "book_ratings_hidden_for_check" CHECK ("community"."book_ratings"."hidden_for" in ('moderation', 'suspension'));--> statement-breakpoint
-- The mailbox behind an address (docs/rules.md "Moderation"): lower case; at providers that ignore
-- them, without a +tag and (Gmail) without dots; googlemail.com is gmail.com. The one table of
-- providers lives here: a change is a new migration that replaces this function.
CREATE FUNCTION "community"."mailbox_key"(address text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN parts.domain IS NULL THEN lower(address)
    WHEN parts.domain = 'gmail.com' THEN replace(split_part(parts.local_part, '+', 1), '.', '') || '@gmail.com'
    WHEN parts.domain IN ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
                          'fastmail.com', 'fastmail.fm', 'protonmail.com', 'proton.me', 'pm.me')
      THEN split_part(parts.local_part, '+', 1) || '@' || parts.domain
    ELSE parts.local_part || '@' || parts.domain
  END
  FROM (
    SELECT lower(substring(address FROM '^(.*)@[^@]*$')) AS local_part,
           CASE lower(substring(address FROM '@([^@]*)$')) WHEN 'googlemail.com' THEN 'gmail.com' ELSE lower(substring(address FROM '@([^@]*)$')) END AS domain
  ) AS parts
$$;--> statement-breakpoint
CREATE FUNCTION "community"."users_set_mailbox_key"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.mailbox_key := "community"."mailbox_key"(NEW.email);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_mailbox_key_on_insert" BEFORE INSERT ON "community"."users"
  FOR EACH ROW EXECUTE FUNCTION "community"."users_set_mailbox_key"();--> statement-breakpoint
CREATE TRIGGER "users_mailbox_key_on_update" BEFORE UPDATE OF "email" ON "community"."users"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION "community"."users_set_mailbox_key"();--> statement-breakpoint
-- Accounts that already share a mailbox stay: the verified, then the oldest, holds the key; the
-- others keep a null key (they sign in as before; a new address they move to gets a key).
UPDATE "community"."users" AS u SET "mailbox_key" = k.key
  FROM (
    SELECT id, "community"."mailbox_key"(email) AS key,
           row_number() OVER (PARTITION BY "community"."mailbox_key"(email) ORDER BY (email_verified_at IS NULL), created_at, id) AS n
      FROM "community"."users" WHERE email IS NOT NULL
  ) AS k
 WHERE u.id = k.id AND k.n = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mailbox_key" ON "community"."users" USING btree ("mailbox_key");--> statement-breakpoint
-- Members disabled before suspension hid reviews are suspended like any other (decision 126).
UPDATE "community"."book_ratings" AS r SET "hidden_at" = u.disabled_at, "hidden_reason" = 'account suspended', "hidden_for" = 'suspension'
  FROM "community"."users" AS u
 WHERE u.id = r.user_id AND u.disabled_at IS NOT NULL AND r.review IS NOT NULL AND r.hidden_at IS NULL;--> statement-breakpoint
-- Members disabled before suspension hid reviews are suspended like any other (decision 126).
UPDATE "community"."author_ratings" AS r SET "hidden_at" = u.disabled_at, "hidden_reason" = 'account suspended', "hidden_for" = 'suspension'
  FROM "community"."users" AS u
 WHERE u.id = r.user_id AND u.disabled_at IS NOT NULL AND r.review IS NOT NULL AND r.hidden_at IS NULL;
