-- Buyers' reviews (issue 26): one per product bought per order, left from the tracking link once delivered; products and stores keep their counts and sums of stars (and products their hidden reviews) on write; orders remember when the buyer was invited to review.
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`answer` text,
	`answered_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_product_uq` ON `reviews` (`order_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`store_id`,`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_store_idx` ON `reviews` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_product_only_idx` ON `reviews` (`product_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `review_asked_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `review_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `reviews_hidden` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stores` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `stores` ADD `review_sum` integer DEFAULT 0 NOT NULL;