-- Platform notices to a shop being moved (ADR 036, "Moving a shop"): a subscription change told to the merchant waits here, in the directory, while `shop:move` copies the shop (a write to either copy would fail the move's verification, or be lost with the source); the scheduled round writes it to the shop's database once the move is over, then deletes it. Created in every database like every table; only the directory's is written.
CREATE TABLE `shop_notices_waiting` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`bump_version` integer DEFAULT false NOT NULL,
	`messages` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_notices_waiting_created_idx` ON `shop_notices_waiting` (`created_at`);--> statement-breakpoint
CREATE INDEX `shop_notices_waiting_store_idx` ON `shop_notices_waiting` (`store_id`);
