import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_typography_levels_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_site_settings_typography_levels_family" AS ENUM('inherit', 'Inter', 'Archivo', 'system-ui', 'serif');
  CREATE TYPE "public"."enum_site_settings_typography_body_family" AS ENUM('Inter', 'Archivo', 'system-ui', 'serif');
  CREATE TYPE "public"."enum_site_settings_typography_body_size_unit" AS ENUM('px', 'rem', 'em');
  CREATE TYPE "public"."enum_site_settings_typography_headings_family" AS ENUM('Inter', 'Archivo', 'system-ui', 'serif');
  CREATE TABLE "site_settings_typography_levels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"level" "enum_site_settings_typography_levels_level" NOT NULL,
  	"family" "enum_site_settings_typography_levels_family" DEFAULT 'inherit',
  	"weight" varchar DEFAULT 'inherit',
  	"line_height" varchar DEFAULT 'inherit'
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "logo_width" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "title_visible" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "typography_body_family" "enum_site_settings_typography_body_family" DEFAULT 'Inter';
  ALTER TABLE "site_settings" ADD COLUMN "typography_body_weight" numeric DEFAULT 400;
  ALTER TABLE "site_settings" ADD COLUMN "typography_body_size" numeric DEFAULT 1.0625;
  ALTER TABLE "site_settings" ADD COLUMN "typography_body_size_unit" "enum_site_settings_typography_body_size_unit" DEFAULT 'rem';
  ALTER TABLE "site_settings" ADD COLUMN "typography_body_line_height" numeric DEFAULT 1.6;
  ALTER TABLE "site_settings" ADD COLUMN "typography_headings_family" "enum_site_settings_typography_headings_family" DEFAULT 'Archivo';
  ALTER TABLE "site_settings" ADD COLUMN "typography_headings_weight" numeric DEFAULT 750;
  ALTER TABLE "site_settings" ADD COLUMN "typography_headings_line_height" numeric DEFAULT 1.15;
  ALTER TABLE "site_settings_typography_levels" ADD CONSTRAINT "site_settings_typography_levels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_typography_levels_order_idx" ON "site_settings_typography_levels" USING btree ("_order");
  CREATE INDEX "site_settings_typography_levels_parent_id_idx" ON "site_settings_typography_levels" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_typography_levels" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "logo_width";
  ALTER TABLE "site_settings" DROP COLUMN "title_visible";
  ALTER TABLE "site_settings" DROP COLUMN "typography_body_family";
  ALTER TABLE "site_settings" DROP COLUMN "typography_body_weight";
  ALTER TABLE "site_settings" DROP COLUMN "typography_body_size";
  ALTER TABLE "site_settings" DROP COLUMN "typography_body_size_unit";
  ALTER TABLE "site_settings" DROP COLUMN "typography_body_line_height";
  ALTER TABLE "site_settings" DROP COLUMN "typography_headings_family";
  ALTER TABLE "site_settings" DROP COLUMN "typography_headings_weight";
  ALTER TABLE "site_settings" DROP COLUMN "typography_headings_line_height";
  DROP TYPE "public"."enum_site_settings_typography_levels_level";
  DROP TYPE "public"."enum_site_settings_typography_levels_family";
  DROP TYPE "public"."enum_site_settings_typography_body_family";
  DROP TYPE "public"."enum_site_settings_typography_body_size_unit";
  DROP TYPE "public"."enum_site_settings_typography_headings_family";`)
}
