import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_product_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_product_kind" AS ENUM('single', 'select', 'radio', 'user_defined', 'hidden', 'calculation');
  CREATE TYPE "public"."enum_forms_blocks_product_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_product_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_option_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_option_display" AS ENUM('checkboxes', 'radio', 'select');
  CREATE TYPE "public"."enum_forms_blocks_option_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_option_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_quantity_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_quantity_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_quantity_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_shipping_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_shipping_kind" AS ENUM('single', 'select', 'radio');
  CREATE TYPE "public"."enum_forms_blocks_shipping_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_shipping_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_total_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_total_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_total_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_calculation_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_calculation_rounding" AS ENUM('none', '0', '1', '2', '3', '4');
  CREATE TYPE "public"."enum_forms_blocks_calculation_format" AS ENUM('decimal_comma', 'decimal_dot');
  CREATE TYPE "public"."enum_forms_blocks_calculation_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_calculation_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_currency" AS ENUM('USD', 'EUR');
  CREATE TABLE "forms_blocks_product_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"price" numeric DEFAULT 0,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_product_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_product_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_product" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"kind" "enum_forms_blocks_product_kind" DEFAULT 'single',
  	"price" numeric DEFAULT 0,
  	"show_quantity" boolean DEFAULT true,
  	"formula" varchar,
  	"logic_action" "enum_forms_blocks_product_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_product_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_option_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"price" numeric DEFAULT 0,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_option_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_option_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_option" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"product" varchar NOT NULL,
  	"display" "enum_forms_blocks_option_display" DEFAULT 'checkboxes',
  	"logic_action" "enum_forms_blocks_option_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_option_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_quantity_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_quantity_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_quantity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"product" varchar NOT NULL,
  	"min" numeric DEFAULT 0,
  	"max" numeric,
  	"logic_action" "enum_forms_blocks_quantity_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_quantity_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_shipping_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"price" numeric DEFAULT 0,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_shipping_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_shipping_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_shipping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"kind" "enum_forms_blocks_shipping_kind" DEFAULT 'single',
  	"price" numeric DEFAULT 0,
  	"logic_action" "enum_forms_blocks_shipping_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_shipping_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_total_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_total_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_total" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_total_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_total_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_calculation_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_calculation_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_calculation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"css_class" varchar,
  	"formula" varchar NOT NULL,
  	"rounding" "enum_forms_blocks_calculation_rounding" DEFAULT '2',
  	"format" "enum_forms_blocks_calculation_format" DEFAULT 'decimal_comma',
  	"logic_action" "enum_forms_blocks_calculation_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_calculation_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  ALTER TABLE "forms" ADD COLUMN "currency" "enum_forms_currency" DEFAULT 'EUR';
  ALTER TABLE "forms_blocks_product_choices" ADD CONSTRAINT "forms_blocks_product_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_product_logic_rules" ADD CONSTRAINT "forms_blocks_product_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_product"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_product" ADD CONSTRAINT "forms_blocks_product_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_option_choices" ADD CONSTRAINT "forms_blocks_option_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_option"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_option_logic_rules" ADD CONSTRAINT "forms_blocks_option_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_option"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_option" ADD CONSTRAINT "forms_blocks_option_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_quantity_logic_rules" ADD CONSTRAINT "forms_blocks_quantity_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_quantity"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_quantity" ADD CONSTRAINT "forms_blocks_quantity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_shipping_choices" ADD CONSTRAINT "forms_blocks_shipping_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_shipping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_shipping_logic_rules" ADD CONSTRAINT "forms_blocks_shipping_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_shipping"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_shipping" ADD CONSTRAINT "forms_blocks_shipping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_total_logic_rules" ADD CONSTRAINT "forms_blocks_total_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_total"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_total" ADD CONSTRAINT "forms_blocks_total_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_calculation_logic_rules" ADD CONSTRAINT "forms_blocks_calculation_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_calculation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_calculation" ADD CONSTRAINT "forms_blocks_calculation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_blocks_product_choices_order_idx" ON "forms_blocks_product_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_product_choices_parent_id_idx" ON "forms_blocks_product_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_product_logic_rules_order_idx" ON "forms_blocks_product_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_product_logic_rules_parent_id_idx" ON "forms_blocks_product_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_product_order_idx" ON "forms_blocks_product" USING btree ("_order");
  CREATE INDEX "forms_blocks_product_parent_id_idx" ON "forms_blocks_product" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_product_path_idx" ON "forms_blocks_product" USING btree ("_path");
  CREATE INDEX "forms_blocks_option_choices_order_idx" ON "forms_blocks_option_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_option_choices_parent_id_idx" ON "forms_blocks_option_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_option_logic_rules_order_idx" ON "forms_blocks_option_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_option_logic_rules_parent_id_idx" ON "forms_blocks_option_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_option_order_idx" ON "forms_blocks_option" USING btree ("_order");
  CREATE INDEX "forms_blocks_option_parent_id_idx" ON "forms_blocks_option" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_option_path_idx" ON "forms_blocks_option" USING btree ("_path");
  CREATE INDEX "forms_blocks_quantity_logic_rules_order_idx" ON "forms_blocks_quantity_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_quantity_logic_rules_parent_id_idx" ON "forms_blocks_quantity_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_quantity_order_idx" ON "forms_blocks_quantity" USING btree ("_order");
  CREATE INDEX "forms_blocks_quantity_parent_id_idx" ON "forms_blocks_quantity" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_quantity_path_idx" ON "forms_blocks_quantity" USING btree ("_path");
  CREATE INDEX "forms_blocks_shipping_choices_order_idx" ON "forms_blocks_shipping_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_shipping_choices_parent_id_idx" ON "forms_blocks_shipping_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_shipping_logic_rules_order_idx" ON "forms_blocks_shipping_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_shipping_logic_rules_parent_id_idx" ON "forms_blocks_shipping_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_shipping_order_idx" ON "forms_blocks_shipping" USING btree ("_order");
  CREATE INDEX "forms_blocks_shipping_parent_id_idx" ON "forms_blocks_shipping" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_shipping_path_idx" ON "forms_blocks_shipping" USING btree ("_path");
  CREATE INDEX "forms_blocks_total_logic_rules_order_idx" ON "forms_blocks_total_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_total_logic_rules_parent_id_idx" ON "forms_blocks_total_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_total_order_idx" ON "forms_blocks_total" USING btree ("_order");
  CREATE INDEX "forms_blocks_total_parent_id_idx" ON "forms_blocks_total" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_total_path_idx" ON "forms_blocks_total" USING btree ("_path");
  CREATE INDEX "forms_blocks_calculation_logic_rules_order_idx" ON "forms_blocks_calculation_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_calculation_logic_rules_parent_id_idx" ON "forms_blocks_calculation_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_calculation_order_idx" ON "forms_blocks_calculation" USING btree ("_order");
  CREATE INDEX "forms_blocks_calculation_parent_id_idx" ON "forms_blocks_calculation" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_calculation_path_idx" ON "forms_blocks_calculation" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms_blocks_product_choices" CASCADE;
  DROP TABLE "forms_blocks_product_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_product" CASCADE;
  DROP TABLE "forms_blocks_option_choices" CASCADE;
  DROP TABLE "forms_blocks_option_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_option" CASCADE;
  DROP TABLE "forms_blocks_quantity_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_quantity" CASCADE;
  DROP TABLE "forms_blocks_shipping_choices" CASCADE;
  DROP TABLE "forms_blocks_shipping_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_shipping" CASCADE;
  DROP TABLE "forms_blocks_total_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_total" CASCADE;
  DROP TABLE "forms_blocks_calculation_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_calculation" CASCADE;
  ALTER TABLE "forms" DROP COLUMN "currency";
  DROP TYPE "public"."enum_forms_blocks_product_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_product_kind";
  DROP TYPE "public"."enum_forms_blocks_product_logic_action";
  DROP TYPE "public"."enum_forms_blocks_product_logic_match";
  DROP TYPE "public"."enum_forms_blocks_option_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_option_display";
  DROP TYPE "public"."enum_forms_blocks_option_logic_action";
  DROP TYPE "public"."enum_forms_blocks_option_logic_match";
  DROP TYPE "public"."enum_forms_blocks_quantity_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_quantity_logic_action";
  DROP TYPE "public"."enum_forms_blocks_quantity_logic_match";
  DROP TYPE "public"."enum_forms_blocks_shipping_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_shipping_kind";
  DROP TYPE "public"."enum_forms_blocks_shipping_logic_action";
  DROP TYPE "public"."enum_forms_blocks_shipping_logic_match";
  DROP TYPE "public"."enum_forms_blocks_total_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_total_logic_action";
  DROP TYPE "public"."enum_forms_blocks_total_logic_match";
  DROP TYPE "public"."enum_forms_blocks_calculation_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_calculation_rounding";
  DROP TYPE "public"."enum_forms_blocks_calculation_format";
  DROP TYPE "public"."enum_forms_blocks_calculation_logic_action";
  DROP TYPE "public"."enum_forms_blocks_calculation_logic_match";
  DROP TYPE "public"."enum_forms_currency";`)
}
