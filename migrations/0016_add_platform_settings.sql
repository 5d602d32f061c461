-- The platform's own fees (issue 14): the administrator's settings (where merchants pay the platform), and each approved plan request linked to the online payment that paid it.
CREATE TABLE `platform_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `subscription_requests` ADD `payment_id` text REFERENCES payments(id);--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_requests_payment_uq` ON `subscription_requests` (`payment_id`) WHERE `payment_id` is not null;
