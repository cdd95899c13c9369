import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the editors' accounts no longer lock after failed logins (maxLoginAttempts 0, decision
// 109; attempts are limited per client instead), so Payload drops the two fields that counted them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE "cms"."editors" DROP COLUMN IF EXISTS "login_attempts";`))
  await db.execute(sql.raw(`ALTER TABLE "cms"."editors" DROP COLUMN IF EXISTS "lock_until";`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE "cms"."editors" ADD COLUMN IF NOT EXISTS "login_attempts" numeric DEFAULT 0;`))
  await db.execute(sql.raw(`ALTER TABLE "cms"."editors" ADD COLUMN IF NOT EXISTS "lock_until" timestamp(3) with time zone;`))
}
