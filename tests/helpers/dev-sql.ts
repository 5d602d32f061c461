/** The browser tests' SQL path (dev-entry.ts serves it, dev-server.ts calls it): no imports here. */
export const TEST_SQL_PATH = '/__test/sql'

export type TestSqlRequest = { token: string; bindings: string[]; command: string }
