CREATE TABLE `custom_domains` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`hostname` text NOT NULL,
	`verification_token` text NOT NULL,
	`verified_at` integer,
	`last_checked_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_store_uq` ON `custom_domains` (`store_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_hostname_uq` ON `custom_domains` (`hostname`);--> statement-breakpoint
CREATE TABLE `enquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`message` text NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enquiries_store_idx` ON `enquiries` (`store_id`,`created_at`);