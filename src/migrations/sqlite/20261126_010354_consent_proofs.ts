import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_proofs_accepted\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consent_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_proofs_accepted_order_idx\` ON \`consent_proofs_accepted\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`consent_proofs_accepted_parent_idx\` ON \`consent_proofs_accepted\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_proofs_refused\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`consent_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_proofs_refused_order_idx\` ON \`consent_proofs_refused\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`consent_proofs_refused_parent_idx\` ON \`consent_proofs_refused\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_proofs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`consent_id\` text NOT NULL,
  	\`text_version\` numeric NOT NULL,
  	\`source\` text NOT NULL,
  	\`decided_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_proofs_consent_id_idx\` ON \`consent_proofs\` (\`consent_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_proofs_decided_at_idx\` ON \`consent_proofs\` (\`decided_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_proofs_accepted\`;`)
  await db.run(sql`DROP TABLE \`consent_proofs_refused\`;`)
  await db.run(sql`DROP TABLE \`consent_proofs\`;`)
}
