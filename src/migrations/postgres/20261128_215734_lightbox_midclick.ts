import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_actions" ADD COLUMN "mid_click" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_image_text" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_hero_actions" ADD COLUMN "mid_click" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_image_text" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "popups_blocks_hero_actions" ADD COLUMN "mid_click" boolean DEFAULT false;
  ALTER TABLE "popups_blocks_cta" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "popups_blocks_image_text" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" ADD COLUMN "mid_click" boolean DEFAULT false;
  ALTER TABLE "off_canvas_panels_blocks_cta" ADD COLUMN "action_mid_click" boolean DEFAULT false;
  ALTER TABLE "off_canvas_panels_blocks_image_text" ADD COLUMN "action_mid_click" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_actions" DROP COLUMN "mid_click";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "action_mid_click";
  ALTER TABLE "pages_blocks_image_text" DROP COLUMN "action_mid_click";
  ALTER TABLE "_pages_v_blocks_hero_actions" DROP COLUMN "mid_click";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "action_mid_click";
  ALTER TABLE "_pages_v_blocks_image_text" DROP COLUMN "action_mid_click";
  ALTER TABLE "popups_blocks_hero_actions" DROP COLUMN "mid_click";
  ALTER TABLE "popups_blocks_cta" DROP COLUMN "action_mid_click";
  ALTER TABLE "popups_blocks_image_text" DROP COLUMN "action_mid_click";
  ALTER TABLE "off_canvas_panels_blocks_hero_actions" DROP COLUMN "mid_click";
  ALTER TABLE "off_canvas_panels_blocks_cta" DROP COLUMN "action_mid_click";
  ALTER TABLE "off_canvas_panels_blocks_image_text" DROP COLUMN "action_mid_click";`)
}
