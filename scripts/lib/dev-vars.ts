import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'

/**
 * Local secrets for `wrangler dev`: generated once per checkout into .dev.vars (git-ignored),
 * so a fresh clone runs with no account and no secret committed anywhere.
 */
export function ensureDevVars(path = '.dev.vars'): Record<string, string> {
  if (!existsSync(path)) {
    const lines = [
      'ENVIRONMENT=development',
      `JWT_SECRET=${randomBytes(32).toString('base64url')}`,
      `PASSWORD_PEPPER=${randomBytes(24).toString('base64url')}`,
    ]
    writeFileSync(path, `${lines.join('\n')}\n`)
  }
  // Links in messages point here (wrangler.toml's APP_URL is the production address);
  // added to a .dev.vars written before it existed too.
  if (!/^APP_URL=/m.test(readFileSync(path, 'utf8'))) {
    appendFileSync(path, `APP_URL=http://localhost:${process.env.PORT ?? '8787'}\n`)
  }
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  )
}

/** Sets `name=value` in .dev.vars, replacing its line if there is one (values that change per run). */
export function setDevVar(name: string, value: string, path = '.dev.vars') {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith(`${name}=`))
  writeFileSync(path, `${[...lines, `${name}=${value}`].join('\n')}\n`)
}
