import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_actions\` ADD \`mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image_text\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_actions\` ADD \`mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image_text\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`popups_blocks_hero_actions\` ADD \`mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`popups_blocks_cta\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`popups_blocks_image_text\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`off_canvas_panels_blocks_hero_actions\` ADD \`mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`off_canvas_panels_blocks_cta\` ADD \`action_mid_click\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`off_canvas_panels_blocks_image_text\` ADD \`action_mid_click\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_actions\` DROP COLUMN \`mid_click\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_cta\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image_text\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_actions\` DROP COLUMN \`mid_click\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_cta\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image_text\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`popups_blocks_hero_actions\` DROP COLUMN \`mid_click\`;`)
  await db.run(sql`ALTER TABLE \`popups_blocks_cta\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`popups_blocks_image_text\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`off_canvas_panels_blocks_hero_actions\` DROP COLUMN \`mid_click\`;`)
  await db.run(sql`ALTER TABLE \`off_canvas_panels_blocks_cta\` DROP COLUMN \`action_mid_click\`;`)
  await db.run(sql`ALTER TABLE \`off_canvas_panels_blocks_image_text\` DROP COLUMN \`action_mid_click\`;`)
}
