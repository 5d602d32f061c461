-- Couriers and the door (issue 25, ADR 052): a shop's couriers, each courier's day ("tournée") with its unguessable link, the parcels handed over and what happened at the door, and the cash handed back (one closing a day, then corrections). Orders gain "à reprogrammer" and an index counting refusals per phone within the shop; the history names who recorded a step.
CREATE TABLE `cash_handovers` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`courier_id` text NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`expected` integer,
	`note` text,
	`currency` text NOT NULL,
	`recorded_by_user_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`courier_id`) REFERENCES `couriers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cash_handovers_amount_sign" CHECK(("cash_handovers"."kind" = 'closing' and "cash_handovers"."amount" >= 0) or ("cash_handovers"."kind" = 'correction' and "cash_handovers"."amount" <> 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cash_handovers_closing_uq` ON `cash_handovers` (`store_id`,`courier_id`,`day`) WHERE "cash_handovers"."kind" = 'closing';--> statement-breakpoint
CREATE INDEX `cash_handovers_day_idx` ON `cash_handovers` (`store_id`,`day`);--> statement-breakpoint
CREATE TABLE `courier_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`courier_id` text NOT NULL,
	`day` text NOT NULL,
	`token` text NOT NULL,
	`revoked_at` integer,
	`closed_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`courier_id`) REFERENCES `couriers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courier_runs_token_uq` ON `courier_runs` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `courier_runs_courier_day_uq` ON `courier_runs` (`store_id`,`courier_id`,`day`);--> statement-breakpoint
CREATE INDEX `courier_runs_store_day_idx` ON `courier_runs` (`store_id`,`day`);--> statement-breakpoint
CREATE TABLE `couriers` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`fee_per_drop` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `couriers_store_phone_uq` ON `couriers` (`store_id`,`phone`);--> statement-breakpoint
CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`order_id` text NOT NULL,
	`run_id` text NOT NULL,
	`courier_id` text NOT NULL,
	`day` text NOT NULL,
	`fee` integer,
	`outcome` text,
	`outcome_at` integer,
	`recorded_by` text,
	`recorded_by_name` text,
	`cash_collected` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`run_id`) REFERENCES `courier_runs`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "deliveries_cash_nonnegative" CHECK("deliveries"."cash_collected" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_open_order_uq` ON `deliveries` (`order_id`) WHERE "deliveries"."outcome" is null;--> statement-breakpoint
CREATE INDEX `deliveries_run_idx` ON `deliveries` (`store_id`,`run_id`);--> statement-breakpoint
CREATE INDEX `deliveries_order_idx` ON `deliveries` (`store_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `deliveries_day_idx` ON `deliveries` (`store_id`,`day`,`courier_id`);--> statement-breakpoint
ALTER TABLE `order_events` ADD `actor_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `reschedule_at` integer;--> statement-breakpoint
CREATE INDEX `orders_store_phone_idx` ON `orders` (`store_id`,`phone`,`status`);