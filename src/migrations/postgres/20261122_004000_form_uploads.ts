import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_upload_allowed_extensions" AS ENUM('jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif', 'pdf', 'doc', 'docx', 'odt');
  CREATE TYPE "public"."enum_forms_blocks_upload_disallowed_extensions" AS ENUM('jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif', 'pdf', 'doc', 'docx', 'odt');
  CREATE TYPE "public"."enum_forms_blocks_upload_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_upload_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_upload_logic_match" AS ENUM('all', 'any');
  CREATE TABLE "forms_blocks_upload_allowed_extensions" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_blocks_upload_allowed_extensions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_upload_disallowed_extensions" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_blocks_upload_disallowed_extensions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_upload_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_upload_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_upload" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"max_files" numeric DEFAULT 1,
  	"max_size_mb" numeric DEFAULT 10,
  	"logic_action" "enum_forms_blocks_upload_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_upload_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  ALTER TABLE "forms_blocks_upload_allowed_extensions" ADD CONSTRAINT "forms_blocks_upload_allowed_extensions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_blocks_upload"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_upload_disallowed_extensions" ADD CONSTRAINT "forms_blocks_upload_disallowed_extensions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_blocks_upload"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_upload_logic_rules" ADD CONSTRAINT "forms_blocks_upload_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_upload"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_upload" ADD CONSTRAINT "forms_blocks_upload_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_blocks_upload_allowed_extensions_order_idx" ON "forms_blocks_upload_allowed_extensions" USING btree ("order");
  CREATE INDEX "forms_blocks_upload_allowed_extensions_parent_idx" ON "forms_blocks_upload_allowed_extensions" USING btree ("parent_id");
  CREATE INDEX "forms_blocks_upload_disallowed_extensions_order_idx" ON "forms_blocks_upload_disallowed_extensions" USING btree ("order");
  CREATE INDEX "forms_blocks_upload_disallowed_extensions_parent_idx" ON "forms_blocks_upload_disallowed_extensions" USING btree ("parent_id");
  CREATE INDEX "forms_blocks_upload_logic_rules_order_idx" ON "forms_blocks_upload_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_upload_logic_rules_parent_id_idx" ON "forms_blocks_upload_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_upload_order_idx" ON "forms_blocks_upload" USING btree ("_order");
  CREATE INDEX "forms_blocks_upload_parent_id_idx" ON "forms_blocks_upload" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_upload_path_idx" ON "forms_blocks_upload" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms_blocks_upload_allowed_extensions" CASCADE;
  DROP TABLE "forms_blocks_upload_disallowed_extensions" CASCADE;
  DROP TABLE "forms_blocks_upload_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_upload" CASCADE;
  DROP TYPE "public"."enum_forms_blocks_upload_allowed_extensions";
  DROP TYPE "public"."enum_forms_blocks_upload_disallowed_extensions";
  DROP TYPE "public"."enum_forms_blocks_upload_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_upload_logic_action";
  DROP TYPE "public"."enum_forms_blocks_upload_logic_match";`)
}
