import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import type { Db } from './client'
import * as schema from './schema'

/**
 * The same schema and services on libsql: Turso in production, a SQLite file for Node-side
 * tooling and tests. Only Node code imports this file; the Worker bundle uses D1.
 */
export function createLibsqlDb(url: string, authToken?: string): Db {
  return drizzle(createClient({ url, authToken }), { schema }) as unknown as Db
}
