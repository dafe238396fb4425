import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "form_captcha_solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"submission_id" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE UNIQUE INDEX "form_captcha_solutions_signature_idx" ON "form_captcha_solutions" USING btree ("signature");
  CREATE INDEX "form_captcha_solutions_expires_at_idx" ON "form_captcha_solutions" USING btree ("expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "form_captcha_solutions" CASCADE;`)
}
