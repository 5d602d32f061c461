-- /stores ranked every visible shop by counting its products on each view (issue 16, ADR 034's
-- known debt): each shop now carries its count of active products, kept by triggers on the
-- products it owns, and the page walks an index of shops by that count.
ALTER TABLE `stores` ADD `product_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `stores` SET `product_count` = (SELECT count(*) FROM `products` WHERE `products`.`store_id` = `stores`.`id` AND `products`.`status` = 'active');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `stores_product_count_idx` ON `stores` (`product_count` DESC, `name`);--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `stores_product_count_insert` AFTER INSERT ON `products` WHEN new.`status` = 'active' BEGIN
	UPDATE `stores` SET `product_count` = `product_count` + 1 WHERE `id` = new.`store_id`;
END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `stores_product_count_delete` AFTER DELETE ON `products` WHEN old.`status` = 'active' BEGIN
	UPDATE `stores` SET `product_count` = `product_count` - 1 WHERE `id` = old.`store_id`;
END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `stores_product_count_update` AFTER UPDATE OF `status`, `store_id` ON `products` WHEN old.`status` IS NOT new.`status` OR old.`store_id` IS NOT new.`store_id` BEGIN
	UPDATE `stores` SET `product_count` = `product_count` - 1 WHERE `id` = old.`store_id` AND old.`status` = 'active';
	UPDATE `stores` SET `product_count` = `product_count` + 1 WHERE `id` = new.`store_id` AND new.`status` = 'active';
END;
