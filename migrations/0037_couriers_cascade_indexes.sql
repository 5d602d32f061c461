-- Deleting a courier (Paramètres › Livreurs, ADR 052) cascades to their runs and cash handovers: each
-- gets an index on courier_id, so the cascade's check reads the courier's own rows, not the table.
CREATE INDEX `cash_handovers_courier_idx` ON `cash_handovers` (`courier_id`);--> statement-breakpoint
CREATE INDEX `courier_runs_courier_idx` ON `courier_runs` (`courier_id`);
