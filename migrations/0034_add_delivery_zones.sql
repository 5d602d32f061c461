-- Delivery (ADR 050): the zones a shop delivers to, its free-delivery threshold, pickup and "other zone" on the shop's row, and each order's delivery copied onto it (never a foreign key: a zone deleted or turned off keeps its orders whole).
CREATE TABLE `delivery_zones` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`delay` text DEFAULT '' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `delivery_zones_store_idx` ON `delivery_zones` (`store_id`,`position`);--> statement-breakpoint
ALTER TABLE `stores` ADD `free_delivery_from` integer;--> statement-breakpoint
ALTER TABLE `stores` ADD `pickup_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `stores` ADD `pickup_address` text;--> statement-breakpoint
ALTER TABLE `stores` ADD `pickup_hours` text;--> statement-breakpoint
ALTER TABLE `stores` ADD `other_zone_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_zone_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_delay` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `delivery_fee` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `landmark` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `location_url` text;
