-- The platform's newest products, in the directory (issue 16, ADR 036): the admin's products list and /galeries read it instead of asking every shop database on each request. Kept on write by the product services, trimmed to its newest rows by the scheduled round, filled by that round when empty (a platform migrated with products already written). Created in every database like every table; only the directory's is written.
CREATE TABLE `product_feed` (
	`product_id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`image_key` text,
	`image_width` integer,
	`image_height` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_feed_created_idx` ON `product_feed` (`created_at`);--> statement-breakpoint
CREATE INDEX `product_feed_store_idx` ON `product_feed` (`store_id`);
