-- Shops leave the directory (issue 16, ADR 036): removing a shop's rows (shop:move's clean-up at the source, an unrouted shop taken back) and a person's mirror row (an invitation race lost) must find each child row on an index; without these, the foreign keys' actions and the per-table deletes read whole tables of a database holding thousands of shops.
CREATE INDEX `tailoring_order_events_store_idx` ON `tailoring_order_events` (`store_id`);--> statement-breakpoint
CREATE INDEX `payment_events_store_idx` ON `payment_events` (`store_id`);--> statement-breakpoint
CREATE INDEX `tailoring_orders_created_by_idx` ON `tailoring_orders` (`created_by`);--> statement-breakpoint
CREATE INDEX `tailoring_order_events_created_by_idx` ON `tailoring_order_events` (`created_by`);--> statement-breakpoint
CREATE INDEX `atelier_measurements_taken_by_idx` ON `atelier_measurements` (`taken_by`);--> statement-breakpoint
CREATE INDEX `atelier_fabric_movements_created_by_idx` ON `atelier_fabric_movements` (`created_by`);--> statement-breakpoint
CREATE INDEX `salary_payments_created_by_idx` ON `salary_payments` (`created_by`);--> statement-breakpoint
CREATE INDEX `cashbook_entries_created_by_idx` ON `cashbook_entries` (`created_by`);--> statement-breakpoint
CREATE INDEX `referrals_referred_user_idx` ON `referrals` (`referred_user_id`);
