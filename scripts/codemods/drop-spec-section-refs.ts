/**
 * Codemod: comments, test names and documents cite sections of a specification the repository
 * does not hold ("§5", "(spec §7)", "paths of §2"). Each citation is rewritten into plain words
 * or removed, keeping the sentence whole (docs/conventions.md is where the house rules live).
 * Idempotent: a second run finds nothing to change; re-run it after a merge brings new ones.
 *
 *   npx tsx scripts/codemods/drop-spec-section-refs.ts            rewrites the files
 *   npx tsx scripts/codemods/drop-spec-section-refs.ts --check    prints each change, writes nothing
 *   npx tsx scripts/codemods/drop-spec-section-refs.ts FILE…      only these files
 *
 * A section of a named outside document stays ("NIST SP 800-63B §5.2.2"). It stops with
 * `file:line` on a citation none of its rules rewrote, rather than guess.
 * Then `npx biome check --write` on the files it changed (a shortened comment may re-wrap).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')
const SELF = join(import.meta.dirname, 'drop-spec-section-refs.ts')
const DIRS = [
  'worker',
  'dashboard/src',
  'storefront-templates',
  'tests',
  'scripts',
  'migrations',
  'docs',
]
const EXTENSIONS = /\.(ts|tsx|md|sql)$/

/** One citation: a section, or several joined ("§3/§5", "§5, §9", "§1 and §2"). */
const SEC = String.raw`§ ?\d+(?:\.\d+)*`
const SECS = String.raw`${SEC}(?:\s*(?:\/|,|and|&)\s*${SEC})*`
/** A section of a named document: a standard's number just before it. Kept. */
const NAMED_DOCUMENT = /(?:\bSP \d{3}-\d+\w*|\bRFC ?\d+|\bISO[ /]?\d[\d-]*)\s*$/
const CITATION = new RegExp(SEC, 'g')

type Rule = { pattern: RegExp; replace: string }
const rule = (source: string, replace: string, flags = 'g'): Rule => ({
  pattern: new RegExp(source, flags),
  replace,
})

/**
 * In order: whole phrases whose plain wording is not a deletion, parenthesised citations,
 * citations used as a noun, then a citation opening a comment or a sentence, then any left.
 */
const RULES: Rule[] = [
  // Phrases.
  rule(`one of §9's list`, 'one of the supported currencies'),
  rule(`Spellings of ${SECS} kept working`, 'Old misspelled paths kept working'),
  rule(String.raw`\s*\(${SECS} leaves them open\)`, ''),
  rule(`${SECS} wants JPEG or PNG`, 'the image is a JPEG or PNG'),
  rule(`${SECS}'s sentence`, 'the default sentence'),
  rule(`are ${SECS}'s names`, "are the public API's names"),
  rule(`${SECS} checked phones`, 'Phones were checked'),
  rule(`spec's ${SECS} line`, 'original rule'),
  // Parenthesised.
  rule(String.raw`\s*\(spec ${SECS}\)`, ''),
  rule(String.raw`\s*\((?:paths of )?${SECS}(?: paths| rules)?\)`, ''),
  rule(String.raw`\((?:paths of )?${SECS}(?: paths)?(?:, |; |: | (?=\S))`, '('),
  rule(String.raw`, ${SECS}\)`, ')'),
  // As a noun.
  rule(String.raw`(\bthe |^|[^\w])${SECS} rules\b`, '$1validation rules'),
  rule(String.raw`\bthe ${SECS} `, 'the '),
  rule(String.raw`\b(?:per|after|from|see) ${SECS},? `, ''),
  rule(String.raw` of ${SECS}\b`, ''),
  rule(`${SECS}'s `, 'the '),
]

/** A comment's own marker, when the citation is the first thing it says. */
const COMMENT_OPENING = /^(\s*(?:\/\*\*|\/\/|--)\s*)$/
const CONTINUATION = /^(\s*\*\s*)$/

/** Whether the text before a citation opens a sentence (then the next letter is capitalised). */
function opensSentence(before: string, previousLine: string): boolean {
  if (COMMENT_OPENING.test(before) || /[.!?]\s+$/.test(before)) return true
  // A `*` line of a block comment: a sentence starts there after `/**` or a full stop.
  return CONTINUATION.test(before) && /^\s*\/\*\*\s*$|[.!?:]\s*$/.test(previousLine)
}

/** The text's first letter in upper case, when it starts with a lower-case letter. */
const capitalise = (text: string) =>
  text.replace(/^(\s*)(\p{Ll})/u, (_, a, b) => a + b.toUpperCase())

/** A citation opening a comment or sentence: dropped with its colon, the next word capitalised. */
function dropOpening(line: string, previousLine: string): string {
  const m = new RegExp(String.raw`${SECS}(?:'s )?:?\s*`).exec(line)
  if (!m) return line
  const before = line.slice(0, m.index)
  const rest = (m[0].includes("'s ") ? 'the ' : '') + line.slice(m.index + m[0].length)
  return before + (opensSentence(before, previousLine) ? capitalise(rest) : rest)
}

/** Stands for the `§` of a named document's section while the rules run: they never see it. */
const KEPT = '\uE000'

/** The `§` of every section of a named document, set aside (`KEPT`). */
function setAsideNamed(line: string): string {
  let out = ''
  let last = 0
  for (const m of line.matchAll(CITATION)) {
    if (!NAMED_DOCUMENT.test(line.slice(0, m.index))) continue
    out += `${line.slice(last, m.index)}${KEPT}`
    last = m.index + 1
  }
  return out + line.slice(last)
}

const citationsIn = (line: string) => [...line.matchAll(CITATION)].length

/** The line with its citations rewritten, and how many there were. */
export function rewriteLine(line: string, previousLine = ''): { line: string; citations: number } {
  let out = setAsideNamed(line)
  const citations = citationsIn(out)
  if (citations === 0) return { line, citations: 0 }
  for (const { pattern, replace } of RULES) out = out.replace(pattern, replace)
  // Whatever is left opens a comment or a sentence, or sits mid-sentence ("body: §1 title").
  for (let guard = 0; guard < 5 && citationsIn(out) > 0; guard++) {
    const next = dropOpening(out, previousLine)
    if (next === out) break
    out = next
  }
  // A line that began with the citation does not begin with a space left by its removal.
  if (!/^\s/.test(line)) out = out.trimStart()
  return { line: out.replaceAll(KEPT, '§'), citations }
}

/** The text with its citations rewritten; `left`: the lines still citing (no rule fitted). */
export function rewriteText(text: string): { text: string; citations: number; left: number[] } {
  const lines = text.split('\n')
  let citations = 0
  const left: number[] = []
  for (let i = 0; i < lines.length; i++) {
    const r = rewriteLine(lines[i]!, i > 0 ? lines[i - 1]! : '')
    citations += r.citations
    lines[i] = r.line
    if (citationsIn(setAsideNamed(r.line)) > 0) left.push(i + 1)
  }
  return { text: lines.join('\n'), citations, left }
}

function filesToVisit(args: string[]): string[] {
  if (args.length > 0) return args.map((f) => join(ROOT, f))
  return DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => EXTENSIONS.test(f) && !f.includes('node_modules'))
      .map((f) => join(ROOT, dir, f)),
  ).filter((f) => f !== SELF)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check')
  const files = filesToVisit(process.argv.slice(2).filter((a) => a !== '--check'))
  let changedFiles = 0
  let changedCitations = 0
  for (const file of files) {
    const before = readFileSync(file, 'utf8')
    const after = rewriteText(before)
    const name = relative(ROOT, file)
    if (after.left.length > 0)
      throw new Error(`${name}:${after.left[0]}: no rule for this citation, left as it is`)
    if (after.text === before) continue
    changedFiles++
    changedCitations += after.citations
    if (check) {
      const [a, b] = [before.split('\n'), after.text.split('\n')]
      for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i]) console.log(`${name}:${i + 1}\n  - ${a[i]!.trim()}\n  + ${b[i]!.trim()}`)
    } else writeFileSync(file, after.text)
  }
  console.log(
    `drop-spec-section-refs: ${changedCitations} citation(s) ${check ? 'to change' : 'changed'} in ${changedFiles} file(s)`,
  )
}
