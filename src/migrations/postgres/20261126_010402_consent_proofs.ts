import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_proofs_accepted" AS ENUM('videos', 'maps', 'captcha', 'effects');
  CREATE TYPE "public"."enum_consent_proofs_refused" AS ENUM('videos', 'maps', 'captcha', 'effects');
  CREATE TYPE "public"."enum_consent_proofs_source" AS ENUM('banner', 'customise', 'placeholder', 'page');
  CREATE TABLE "consent_proofs_accepted" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consent_proofs_accepted",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_proofs_refused" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consent_proofs_refused",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_proofs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"text_version" numeric NOT NULL,
  	"source" "enum_consent_proofs_source" NOT NULL,
  	"decided_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "consent_proofs_accepted" ADD CONSTRAINT "consent_proofs_accepted_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_proofs_refused" ADD CONSTRAINT "consent_proofs_refused_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_proofs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "consent_proofs_accepted_order_idx" ON "consent_proofs_accepted" USING btree ("order");
  CREATE INDEX "consent_proofs_accepted_parent_idx" ON "consent_proofs_accepted" USING btree ("parent_id");
  CREATE INDEX "consent_proofs_refused_order_idx" ON "consent_proofs_refused" USING btree ("order");
  CREATE INDEX "consent_proofs_refused_parent_idx" ON "consent_proofs_refused" USING btree ("parent_id");
  CREATE INDEX "consent_proofs_consent_id_idx" ON "consent_proofs" USING btree ("consent_id");
  CREATE INDEX "consent_proofs_decided_at_idx" ON "consent_proofs" USING btree ("decided_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "consent_proofs_accepted" CASCADE;
  DROP TABLE "consent_proofs_refused" CASCADE;
  DROP TABLE "consent_proofs" CASCADE;
  DROP TYPE "public"."enum_consent_proofs_accepted";
  DROP TYPE "public"."enum_consent_proofs_refused";
  DROP TYPE "public"."enum_consent_proofs_source";`)
}
