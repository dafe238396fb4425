import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_page_break_next_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_page_break_next_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_page_break_next_logic_match" AS ENUM('all', 'any');
  CREATE TABLE "forms_blocks_page_break_next_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_page_break_next_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  ALTER TABLE "forms_blocks_date" ADD COLUMN "min_date" varchar;
  ALTER TABLE "forms_blocks_date" ADD COLUMN "max_date" varchar;
  ALTER TABLE "forms_blocks_page_break" ADD COLUMN "next_logic_action" "enum_forms_blocks_page_break_next_logic_action" DEFAULT 'always';
  ALTER TABLE "forms_blocks_page_break" ADD COLUMN "next_logic_match" "enum_forms_blocks_page_break_next_logic_match" DEFAULT 'all';
  ALTER TABLE "forms_blocks_page_break_next_logic_rules" ADD CONSTRAINT "forms_blocks_page_break_next_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_page_break"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_blocks_page_break_next_logic_rules_order_idx" ON "forms_blocks_page_break_next_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_page_break_next_logic_rules_parent_id_idx" ON "forms_blocks_page_break_next_logic_rules" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms_blocks_page_break_next_logic_rules" CASCADE;
  ALTER TABLE "forms_blocks_date" DROP COLUMN "min_date";
  ALTER TABLE "forms_blocks_date" DROP COLUMN "max_date";
  ALTER TABLE "forms_blocks_page_break" DROP COLUMN "next_logic_action";
  ALTER TABLE "forms_blocks_page_break" DROP COLUMN "next_logic_match";
  DROP TYPE "public"."enum_forms_blocks_page_break_next_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_page_break_next_logic_action";
  DROP TYPE "public"."enum_forms_blocks_page_break_next_logic_match";`)
}
