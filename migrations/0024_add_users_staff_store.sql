-- Shops leave the directory (issue 16, ADR 036): a staff account's shop must be found where accounts live, without reading the shop's atelier tables, which move to the shop's database. Filled from the existing staff profiles.
ALTER TABLE `users` ADD `staff_store_id` text;--> statement-breakpoint
CREATE INDEX `users_staff_store_idx` ON `users` (`staff_store_id`);--> statement-breakpoint
UPDATE `users` SET `staff_store_id` = (SELECT `store_id` FROM `atelier_staff` WHERE `atelier_staff`.`user_id` = `users`.`id`) WHERE `role` = 'staff';
