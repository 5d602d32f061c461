/**
 * The whole-table reads the query-plan check lets through (ADR 034). Short on purpose: each
 * entry names what it allows and why that read stays small whatever the platform's size.
 * - `tables`: a table read whole by any statement, because it is small and fixed in size.
 * - `statements`: one statement's scan of one table, matched on a fragment of its SQL text.
 */
export const WHOLE_TABLE_READS_ALLOWED: Record<string, string> = {
  plans: 'the platform plans: a handful of rows an admin edits, never one per shop',
  platform_settings: 'the platform settings: one row per setting key, a fixed set',
  platform_counters: 'the admin counters (ADR 034): one row per counter name, a fixed set',
}

export type AllowedScan = { table: string; sqlIncludes: string; reason: string }

export const SCANS_ALLOWED: AllowedScan[] = []
