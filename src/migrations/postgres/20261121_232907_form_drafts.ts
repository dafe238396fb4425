import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "form_drafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"form_id" integer NOT NULL,
  	"page" numeric DEFAULT 1 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"source_url" varchar,
  	"links_sent" numeric DEFAULT 0,
  	"raw" jsonb NOT NULL,
  	"context" jsonb,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "forms" ADD COLUMN "save_and_continue" boolean DEFAULT false;
  ALTER TABLE "forms" ADD COLUMN "draft_days" numeric DEFAULT 30;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_drafts_id" integer;
  ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_drafts_form_idx" ON "form_drafts" USING btree ("form_id");
  CREATE INDEX "form_drafts_expires_at_idx" ON "form_drafts" USING btree ("expires_at");
  CREATE UNIQUE INDEX "form_drafts_token_hash_idx" ON "form_drafts" USING btree ("token_hash");
  CREATE INDEX "form_drafts_updated_at_idx" ON "form_drafts" USING btree ("updated_at");
  CREATE INDEX "form_drafts_created_at_idx" ON "form_drafts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_drafts_fk" FOREIGN KEY ("form_drafts_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("form_drafts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_drafts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_drafts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_drafts_fk";
  
  DROP INDEX "payload_locked_documents_rels_form_drafts_id_idx";
  ALTER TABLE "forms" DROP COLUMN "save_and_continue";
  ALTER TABLE "forms" DROP COLUMN "draft_days";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_drafts_id";`)
}
