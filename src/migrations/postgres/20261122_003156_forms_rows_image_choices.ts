import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_list_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_list_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_list_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_repeater_subfields_type" AS ENUM('text', 'textarea', 'number', 'email', 'phone', 'date', 'website');
  CREATE TYPE "public"."enum_forms_blocks_repeater_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_repeater_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_repeater_logic_match" AS ENUM('all', 'any');
  CREATE TABLE "forms_blocks_list_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_list_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_list_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"min_rows" numeric DEFAULT 1,
  	"max_rows" numeric DEFAULT 5,
  	"logic_action" "enum_forms_blocks_list_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_list_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_repeater_subfields" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"type" "enum_forms_blocks_repeater_subfields_type" DEFAULT 'text',
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_repeater_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_repeater_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_repeater" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"min_rows" numeric DEFAULT 1,
  	"max_rows" numeric DEFAULT 5,
  	"add_label" varchar,
  	"logic_action" "enum_forms_blocks_repeater_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_repeater_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  ALTER TABLE "forms_blocks_checkboxes_choices" ADD COLUMN "image_id" integer;
  ALTER TABLE "forms_blocks_checkboxes" ADD COLUMN "image_choices" boolean DEFAULT false;
  ALTER TABLE "forms_blocks_radio_choices" ADD COLUMN "image_id" integer;
  ALTER TABLE "forms_blocks_radio" ADD COLUMN "image_choices" boolean DEFAULT false;
  ALTER TABLE "forms_blocks_list_columns" ADD CONSTRAINT "forms_blocks_list_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_list_logic_rules" ADD CONSTRAINT "forms_blocks_list_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_list" ADD CONSTRAINT "forms_blocks_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_repeater_subfields" ADD CONSTRAINT "forms_blocks_repeater_subfields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_repeater_logic_rules" ADD CONSTRAINT "forms_blocks_repeater_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_repeater"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_repeater" ADD CONSTRAINT "forms_blocks_repeater_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_blocks_list_columns_order_idx" ON "forms_blocks_list_columns" USING btree ("_order");
  CREATE INDEX "forms_blocks_list_columns_parent_id_idx" ON "forms_blocks_list_columns" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_list_logic_rules_order_idx" ON "forms_blocks_list_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_list_logic_rules_parent_id_idx" ON "forms_blocks_list_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_list_order_idx" ON "forms_blocks_list" USING btree ("_order");
  CREATE INDEX "forms_blocks_list_parent_id_idx" ON "forms_blocks_list" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_list_path_idx" ON "forms_blocks_list" USING btree ("_path");
  CREATE INDEX "forms_blocks_repeater_subfields_order_idx" ON "forms_blocks_repeater_subfields" USING btree ("_order");
  CREATE INDEX "forms_blocks_repeater_subfields_parent_id_idx" ON "forms_blocks_repeater_subfields" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_repeater_logic_rules_order_idx" ON "forms_blocks_repeater_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_repeater_logic_rules_parent_id_idx" ON "forms_blocks_repeater_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_repeater_order_idx" ON "forms_blocks_repeater" USING btree ("_order");
  CREATE INDEX "forms_blocks_repeater_parent_id_idx" ON "forms_blocks_repeater" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_repeater_path_idx" ON "forms_blocks_repeater" USING btree ("_path");
  ALTER TABLE "forms_blocks_checkboxes_choices" ADD CONSTRAINT "forms_blocks_checkboxes_choices_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_choices" ADD CONSTRAINT "forms_blocks_radio_choices_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "forms_blocks_checkboxes_choices_image_idx" ON "forms_blocks_checkboxes_choices" USING btree ("image_id");
  CREATE INDEX "forms_blocks_radio_choices_image_idx" ON "forms_blocks_radio_choices" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms_blocks_list_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_list_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_repeater_subfields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_repeater_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_repeater" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forms_blocks_list_columns" CASCADE;
  DROP TABLE "forms_blocks_list_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_list" CASCADE;
  DROP TABLE "forms_blocks_repeater_subfields" CASCADE;
  DROP TABLE "forms_blocks_repeater_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_repeater" CASCADE;
  ALTER TABLE "forms_blocks_checkboxes_choices" DROP CONSTRAINT "forms_blocks_checkboxes_choices_image_id_media_id_fk";
  
  ALTER TABLE "forms_blocks_radio_choices" DROP CONSTRAINT "forms_blocks_radio_choices_image_id_media_id_fk";
  
  DROP INDEX "forms_blocks_checkboxes_choices_image_idx";
  DROP INDEX "forms_blocks_radio_choices_image_idx";
  ALTER TABLE "forms_blocks_checkboxes_choices" DROP COLUMN "image_id";
  ALTER TABLE "forms_blocks_checkboxes" DROP COLUMN "image_choices";
  ALTER TABLE "forms_blocks_radio_choices" DROP COLUMN "image_id";
  ALTER TABLE "forms_blocks_radio" DROP COLUMN "image_choices";
  DROP TYPE "public"."enum_forms_blocks_list_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_list_logic_action";
  DROP TYPE "public"."enum_forms_blocks_list_logic_match";
  DROP TYPE "public"."enum_forms_blocks_repeater_subfields_type";
  DROP TYPE "public"."enum_forms_blocks_repeater_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_repeater_logic_action";
  DROP TYPE "public"."enum_forms_blocks_repeater_logic_match";`)
}
