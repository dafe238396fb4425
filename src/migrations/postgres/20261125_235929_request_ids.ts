import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_entries" ADD COLUMN "meta_request_id" varchar;
  ALTER TABLE "form_outbox" ADD COLUMN "request_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_entries" DROP COLUMN "meta_request_id";
  ALTER TABLE "form_outbox" DROP COLUMN "request_id";`)
}
