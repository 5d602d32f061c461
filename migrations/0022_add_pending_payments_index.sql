-- The payment re-check job reads provider payments still pending, created before or after a
-- day ago (issue 16, bench:scale): on (status, created_at) it reads those, where the planner
-- with a live database's statistics otherwise skip-scanned every payment by account.
CREATE INDEX IF NOT EXISTS `payments_pending_created_idx` ON `payments` (`status`, `created_at`);
