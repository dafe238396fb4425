import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_actions_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_pages_blocks_cta_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_pages_blocks_image_text_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_actions_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum__pages_v_blocks_image_text_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_popups_blocks_hero_actions_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_popups_blocks_cta_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_popups_blocks_image_text_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_hero_actions_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_cta_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  CREATE TYPE "public"."enum_off_canvas_panels_blocks_image_text_action_lightbox" AS ENUM('image', 'video', 'inline', 'ajax');
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "lightbox" "enum_pages_blocks_hero_actions_lightbox";
  ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "gallery" varchar;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "action_lightbox" "enum_pages_blocks_cta_action_lightbox";
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "pages_blocks_image_text" ADD COLUMN "action_lightbox" "enum_pages_blocks_image_text_action_lightbox";
  ALTER TABLE "pages_blocks_image_text" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "lightbox" "enum__pages_v_blocks_hero_actions_lightbox";
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "gallery" varchar;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "action_lightbox" "enum__pages_v_blocks_cta_action_lightbox";
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "_pages_v_blocks_image_text" ADD COLUMN "action_lightbox" "enum__pages_v_blocks_image_text_action_lightbox";
  ALTER TABLE "_pages_v_blocks_image_text" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "popups_blocks_hero_actions" ADD COLUMN "lightbox" "enum_popups_blocks_hero_actions_lightbox";
  ALTER TABLE "popups_blocks_hero_actions" ADD COLUMN "gallery" varchar;
  ALTER TABLE "popups_blocks_cta" ADD COLUMN "action_lightbox" "enum_popups_blocks_cta_action_lightbox";
  ALTER TABLE "popups_blocks_cta" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "popups_blocks_image_text" ADD COLUMN "action_lightbox" "enum_popups_blocks_image_text_action_lightbox";
  ALTER TABLE "popups_blocks_image_text" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" ADD COLUMN "lightbox" "enum_off_canvas_panels_blocks_hero_actions_lightbox";
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" ADD COLUMN "gallery" varchar;
  ALTER TABLE "off_canvas_panels_blocks_cta" ADD COLUMN "action_lightbox" "enum_off_canvas_panels_blocks_cta_action_lightbox";
  ALTER TABLE "off_canvas_panels_blocks_cta" ADD COLUMN "action_gallery" varchar;
  ALTER TABLE "off_canvas_panels_blocks_image_text" ADD COLUMN "action_lightbox" "enum_off_canvas_panels_blocks_image_text_action_lightbox";
  ALTER TABLE "off_canvas_panels_blocks_image_text" ADD COLUMN "action_gallery" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "lightbox";
  ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "gallery";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "action_lightbox";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "action_gallery";
  ALTER TABLE "pages_blocks_image_text" DROP COLUMN "action_lightbox";
  ALTER TABLE "pages_blocks_image_text" DROP COLUMN "action_gallery";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "lightbox";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "gallery";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "action_lightbox";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "action_gallery";
  ALTER TABLE "_pages_v_blocks_image_text" DROP COLUMN "action_lightbox";
  ALTER TABLE "_pages_v_blocks_image_text" DROP COLUMN "action_gallery";
  ALTER TABLE "popups_blocks_hero_actions" DROP COLUMN "lightbox";
  ALTER TABLE "popups_blocks_hero_actions" DROP COLUMN "gallery";
  ALTER TABLE "popups_blocks_cta" DROP COLUMN "action_lightbox";
  ALTER TABLE "popups_blocks_cta" DROP COLUMN "action_gallery";
  ALTER TABLE "popups_blocks_image_text" DROP COLUMN "action_lightbox";
  ALTER TABLE "popups_blocks_image_text" DROP COLUMN "action_gallery";
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" DROP COLUMN "lightbox";
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" DROP COLUMN "gallery";
  ALTER TABLE "off_canvas_panels_blocks_cta" DROP COLUMN "action_lightbox";
  ALTER TABLE "off_canvas_panels_blocks_cta" DROP COLUMN "action_gallery";
  ALTER TABLE "off_canvas_panels_blocks_image_text" DROP COLUMN "action_lightbox";
  ALTER TABLE "off_canvas_panels_blocks_image_text" DROP COLUMN "action_gallery";
  DROP TYPE "public"."enum_pages_blocks_hero_actions_lightbox";
  DROP TYPE "public"."enum_pages_blocks_cta_action_lightbox";
  DROP TYPE "public"."enum_pages_blocks_image_text_action_lightbox";
  DROP TYPE "public"."enum__pages_v_blocks_hero_actions_lightbox";
  DROP TYPE "public"."enum__pages_v_blocks_cta_action_lightbox";
  DROP TYPE "public"."enum__pages_v_blocks_image_text_action_lightbox";
  DROP TYPE "public"."enum_popups_blocks_hero_actions_lightbox";
  DROP TYPE "public"."enum_popups_blocks_cta_action_lightbox";
  DROP TYPE "public"."enum_popups_blocks_image_text_action_lightbox";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_hero_actions_lightbox";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_cta_action_lightbox";
  DROP TYPE "public"."enum_off_canvas_panels_blocks_image_text_action_lightbox";`)
}
