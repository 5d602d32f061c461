-- Suspension lives on the subscription from now on: carry any suspended shop over first.
UPDATE `subscriptions` SET `status` = 'suspended' WHERE `store_id` IN (SELECT `id` FROM `stores` WHERE `status` = 'suspended');--> statement-breakpoint
DROP INDEX `stores_status_idx`;--> statement-breakpoint
ALTER TABLE `stores` DROP COLUMN `status`;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `reminded_week_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `reminded_day_at` integer;