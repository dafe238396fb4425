import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_captcha_without_java_script" AS ENUM('refuse', 'spam');
  CREATE TABLE "forms_blocks_captcha" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"css_class" varchar,
  	"without_java_script" "enum_forms_blocks_captcha_without_java_script" DEFAULT 'refuse',
  	"block_name" varchar
  );
  
  ALTER TABLE "forms_blocks_captcha" ADD CONSTRAINT "forms_blocks_captcha_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_blocks_captcha_order_idx" ON "forms_blocks_captcha" USING btree ("_order");
  CREATE INDEX "forms_blocks_captcha_parent_id_idx" ON "forms_blocks_captcha" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_captcha_path_idx" ON "forms_blocks_captcha" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms_blocks_captcha" CASCADE;
  DROP TYPE "public"."enum_forms_blocks_captcha_without_java_script";`)
}
