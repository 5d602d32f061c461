ALTER TABLE `stores` ADD `email_verified_at` integer;--> statement-breakpoint
ALTER TABLE `stores` ADD `phone_verified_at` integer;--> statement-breakpoint
ALTER TABLE `outbox` ADD `store_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `related_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `blocked_reason` text;--> statement-breakpoint
CREATE INDEX `outbox_store_idx` ON `outbox` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox` (`recipient`,`created_at`);--> statement-breakpoint
ALTER TABLE `auth_tokens` ADD `store_id` text REFERENCES stores(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `auth_tokens` ADD `target` text;--> statement-breakpoint
CREATE INDEX `auth_tokens_store_idx` ON `auth_tokens` (`store_id`,`purpose`);
