-- Facts that prove a shop is real (issue 26): each shop carries its count of delivered orders,
-- kept by triggers on its orders rather than counted on each view. Triggers, not the services:
-- an order becomes delivered by the merchant's status change, the courier's door, a manual sale
-- (delivered from the start) and any script; the trigger moves the count in the very statement
-- that moves the order, in the database of the rows (ADR 036), whichever path wrote it. A
-- delivered order cannot be canceled, but the update trigger counts any move off `delivered`.
-- `payment_reminded_at`: the one WhatsApp reminder of an order awaiting payment, sent once.
ALTER TABLE `orders` ADD `payment_reminded_at` integer;--> statement-breakpoint
ALTER TABLE `stores` ADD `delivered_orders` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `stores` SET `delivered_orders` = (SELECT count(*) FROM `orders` WHERE `orders`.`store_id` = `stores`.`id` AND `orders`.`status` = 'delivered');--> statement-breakpoint
CREATE INDEX `stores_delivered_orders_idx` ON `stores` ("delivered_orders" desc,`name`);--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `stores_delivered_orders_insert` AFTER INSERT ON `orders` WHEN new.`status` = 'delivered' BEGIN
	UPDATE `stores` SET `delivered_orders` = `delivered_orders` + 1 WHERE `id` = new.`store_id`;
END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `stores_delivered_orders_delete` AFTER DELETE ON `orders` WHEN old.`status` = 'delivered' BEGIN
	UPDATE `stores` SET `delivered_orders` = `delivered_orders` - 1 WHERE `id` = old.`store_id`;
END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `stores_delivered_orders_update` AFTER UPDATE OF `status`, `store_id` ON `orders` WHEN old.`status` IS NOT new.`status` OR old.`store_id` IS NOT new.`store_id` BEGIN
	UPDATE `stores` SET `delivered_orders` = `delivered_orders` - 1 WHERE `id` = old.`store_id` AND old.`status` = 'delivered';
	UPDATE `stores` SET `delivered_orders` = `delivered_orders` + 1 WHERE `id` = new.`store_id` AND new.`status` = 'delivered';
END;
