ALTER TABLE `subscription_requests` ADD `amount` integer;--> statement-breakpoint
ALTER TABLE `subscription_requests` ADD `currency` text;