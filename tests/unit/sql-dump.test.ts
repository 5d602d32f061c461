import { describe, expect, it } from 'vitest'
import { restorableDump, splitStatements } from '../../scripts/lib/sql-dump.ts'

describe('splitStatements', () => {
  it('splits on semicolons outside quotes only', () => {
    expect(splitStatements(`INSERT INTO "t" VALUES('a;b','it''s');\nCREATE TABLE x(y);`)).toEqual([
      `INSERT INTO "t" VALUES('a;b','it''s')`,
      'CREATE TABLE x(y)',
    ])
  })

  it('keeps a trigger whole, its body statements with it (the counters of ADR 034)', () => {
    const trigger =
      "CREATE TRIGGER `c_users` AFTER INSERT ON `users` BEGIN INSERT INTO c VALUES ('users', 1); UPDATE c SET v = v + 1 WHERE n = new.id; END"
    expect(splitStatements(`${trigger};\nINSERT INTO "c" VALUES('users',2);`)).toEqual([
      trigger,
      `INSERT INTO "c" VALUES('users',2)`,
    ])
  })
})

describe('restorableDump', () => {
  it('creates every table first, then inserts parents before children, then indexes', () => {
    const dump = [
      'PRAGMA defer_foreign_keys=TRUE;',
      'CREATE TABLE `categories` (`id` text, `store_id` text, FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`));',
      `INSERT INTO "categories" VALUES('cat_1','sto_1');`,
      'CREATE TABLE `stores` (`id` text, `owner_id` text, FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`));',
      `INSERT INTO "stores" VALUES('sto_1','usr_1');`,
      'CREATE TABLE `users` (`id` text);',
      `INSERT INTO "users" VALUES('usr_1');`,
      'CREATE INDEX `c_idx` ON `categories` (`store_id`);',
    ].join('\n')
    const out = splitStatements(restorableDump(dump))
    expect(out[0]).toBe('PRAGMA defer_foreign_keys=TRUE')
    const at = (prefix: string) => out.findIndex((s) => s.startsWith(prefix))
    expect(at('CREATE TABLE `users`')).toBeLessThan(at('CREATE TABLE `stores`'))
    expect(at('CREATE TABLE `stores`')).toBeLessThan(at('INSERT INTO "users"'))
    expect(at('INSERT INTO "users"')).toBeLessThan(at('INSERT INTO "stores"'))
    expect(at('INSERT INTO "stores"')).toBeLessThan(at('INSERT INTO "categories"'))
    expect(at('CREATE INDEX')).toBe(out.length - 1)
  })
})
