import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_form_outbox_status" ADD VALUE 'held';
  ALTER TYPE "public"."enum_form_outbox_kind" ADD VALUE 'account';
  ALTER TABLE "form_outbox" ADD COLUMN "sender_key" varchar;
  CREATE INDEX "form_outbox_kind_idx" ON "form_outbox" USING btree ("kind");
  CREATE INDEX "form_outbox_sender_key_idx" ON "form_outbox" USING btree ("sender_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "form_outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_form_outbox_status";
  CREATE TYPE "public"."enum_form_outbox_status" AS ENUM('pending', 'sent', 'failed');
  ALTER TABLE "form_outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_form_outbox_status";
  ALTER TABLE "form_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_form_outbox_status" USING "status"::"public"."enum_form_outbox_status";
  ALTER TABLE "form_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_form_outbox_kind";
  CREATE TYPE "public"."enum_form_outbox_kind" AS ENUM('staff', 'visitor');
  ALTER TABLE "form_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_form_outbox_kind" USING "kind"::"public"."enum_form_outbox_kind";
  DROP INDEX "form_outbox_kind_idx";
  DROP INDEX "form_outbox_sender_key_idx";
  ALTER TABLE "form_outbox" DROP COLUMN "sender_key";`)
}
