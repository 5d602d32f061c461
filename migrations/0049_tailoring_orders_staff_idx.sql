-- The foreign key's index: deleting a staff profile (addTeamMember's rollback, or a shop's
-- deletion) sets its tailoring orders' tailor to null (ON DELETE SET NULL); with no index on
-- the foreign key, SQLite scanned the whole table. (Removing a team member keeps the profile.)
CREATE INDEX `tailoring_orders_staff_idx` ON `tailoring_orders` (`assigned_staff_id`);
