-- Removing a staff profile (Paramètres › Équipe, issue 26) sets its tailoring orders' tailor to
-- null (ON DELETE SET NULL): with no index on the foreign key, SQLite scanned the whole table.
CREATE INDEX `tailoring_orders_staff_idx` ON `tailoring_orders` (`assigned_staff_id`);
