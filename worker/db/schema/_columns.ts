import { sql } from 'drizzle-orm'
import { integer } from 'drizzle-orm/sqlite-core'

/** Unix-seconds timestamps, set by SQLite so D1 and libsql agree. */
export const createdAt = () =>
  integer('created_at', { mode: 'timestamp' }).notNull().default(sql`(unixepoch())`)
export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp' }).notNull().default(sql`(unixepoch())`)
