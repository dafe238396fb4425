import pg from 'pg'
import { describe } from 'vitest'

import { formsSuite } from './forms-suite'

/** The forms pipeline on PostgreSQL: unique conflicts, atomic outbox claims, JSON answers. */
const ADMIN_URL = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const DB_NAME = `vitrine_forms_${process.pid}_${Date.now()}`

async function admin(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query(sql)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const available = await admin('select 1')
if (!available) console.warn(`PostgreSQL injoignable (${ADMIN_URL}) : tests des formulaires sur PostgreSQL non exécutés.`)

describe.runIf(available)('forms on PostgreSQL', () => {
  formsSuite({
    databaseUrl: async () => {
      await admin(`create database "${DB_NAME}"`)
      const url = new URL(ADMIN_URL)
      url.pathname = `/${DB_NAME}`
      return url.toString()
    },
    teardown: async () => {
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${DB_NAME}' and pid <> pg_backend_pid()`)
      await admin(`drop database if exists "${DB_NAME}"`)
    },
  })
})
