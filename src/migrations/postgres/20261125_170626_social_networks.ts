import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_social" ALTER COLUMN "network" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_social_network";
  CREATE TYPE "public"."enum_site_settings_social_network" AS ENUM('calendly', 'youtube', 'wordpress', 'x', 'facebook', 'bluesky', 'tiktok', 'whatsapp', 'threads', 'linkedin', 'savvycal', 'github', 'instagram');
  ALTER TABLE "site_settings_social" ALTER COLUMN "network" SET DATA TYPE "public"."enum_site_settings_social_network" USING "network"::"public"."enum_site_settings_social_network";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_social" ALTER COLUMN "network" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_social_network";
  CREATE TYPE "public"."enum_site_settings_social_network" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube');
  ALTER TABLE "site_settings_social" ALTER COLUMN "network" SET DATA TYPE "public"."enum_site_settings_social_network" USING "network"::"public"."enum_site_settings_social_network";`)
}
