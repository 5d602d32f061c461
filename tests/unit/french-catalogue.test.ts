import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteWords } from '#worker/site/fr.ts'
import { THEME_SCRIPT } from '#worker/site/theme.ts'

/*
 * House rule: every user-facing French string lives in a catalogue. Outside the catalogue
 * files, the code of the worker and of the themes must not hold a French accented letter
 * anywhere but in a comment (an accent in a string literal or a JSX text is French copy
 * that escaped its catalogue; an unaccented French sentence cannot be told from English
 * by a test, so this is a net, not a proof).
 */
const ROOT = resolve(import.meta.dirname, '../..')
const TREES = ['worker', 'storefront-templates']

const CATALOGUE_NAMES = ['fr.ts', 'messages.ts', 'message-templates.ts', 'notices.ts']
const CATALOGUE_DIRS = ['worker/schemas/']

/** Files allowed to hold French outside a catalogue, each with its reason. */
const ALLOWED: Record<string, string> = {
  'worker/services/atelier/settings.ts':
    'the atelier starter kit: seed data (default garment and measure names) a merchant edits, not copy',
  'worker/site/theme.ts':
    'the inline theme script holds its toggle labels: the CSP allows it by the hash of its exact bytes (site/csp.ts)',
}

const ACCENTED = /[À-ÖØ-öø-ÿŒœ]/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function isCatalogue(file: string): boolean {
  return (
    CATALOGUE_NAMES.some((name) => file.endsWith(`/${name}`)) ||
    CATALOGUE_DIRS.some((dir) => file.startsWith(dir))
  )
}

/**
 * The source without its comments, line numbers kept: block comments (JSX `{/* … *\/}`
 * included) become as many empty lines, and a `//` comment is cut when it starts a line
 * or follows a space (so `https://…` in a string stays).
 */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .replace(/(^|\s)\/\/.*$/gm, '$1')
}

function frenchOutsideCatalogues(): string[] {
  return TREES.flatMap((tree) => sourceFiles(join(ROOT, tree)))
    .map((path) => relative(ROOT, path))
    .filter((file) => !isCatalogue(file) && !(file in ALLOWED))
    .flatMap((file) =>
      withoutComments(readFileSync(join(ROOT, file), 'utf8'))
        .split('\n')
        .flatMap((line, i) => (ACCENTED.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
}

describe('French copy', () => {
  it('lives in a catalogue: no accented letter in the code outside catalogue files', () => {
    expect(frenchOutsideCatalogues()).toEqual([])
  })

  it('is still looked for: the scan sees a string and a JSX text, not a comment', () => {
    const sample = [
      '// Un commentaire évident',
      '/* un autre, déplacé\n sur deux lignes */',
      "const a = 'Déconnecté'",
      '<p>Boutique créée</p>',
    ].join('\n')
    const lines = withoutComments(sample).split('\n')
    expect(lines.map((line) => ACCENTED.test(line))).toEqual([false, false, false, true, true])
  })

  it('keeps the theme button’s first label the one its inline script writes', () => {
    expect(THEME_SCRIPT).toContain(`system:'${siteWords.layout.themeToggle}'`)
  })
})
