-- Storefront search (ADR 025): an FTS5 index of each product's name, category and description,
-- accents and case folded by the tokenizer. Its rowid is the product's rowid; the shop's id
-- is indexed too, so a search reads only that shop's entries. Derived data, kept in step by
-- the triggers below: `scripts/backup.ts` drops and re-runs this file around an export
-- (D1 cannot export a database holding a virtual table), so it can run again on a live base.
CREATE VIRTUAL TABLE IF NOT EXISTS `product_search` USING fts5(`store_id`, `name`, `category`, `description`, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `product_search_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `product_search`(rowid, `store_id`, `name`, `category`, `description`)
	VALUES (new.rowid, new.store_id, new.name, (SELECT `name` FROM `categories` WHERE `id` = new.category_id), new.description);
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `product_search_update` AFTER UPDATE OF `store_id`, `name`, `category_id`, `description` ON `products` BEGIN
	DELETE FROM `product_search` WHERE rowid = old.rowid;
	INSERT INTO `product_search`(rowid, `store_id`, `name`, `category`, `description`)
	VALUES (new.rowid, new.store_id, new.name, (SELECT `name` FROM `categories` WHERE `id` = new.category_id), new.description);
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `product_search_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM `product_search` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `product_search_category` AFTER UPDATE OF `name` ON `categories` BEGIN
	UPDATE `product_search` SET `category` = new.name
	WHERE rowid IN (SELECT rowid FROM `products` WHERE `category_id` = new.id);
END;
--> statement-breakpoint
DELETE FROM `product_search`;
--> statement-breakpoint
INSERT INTO `product_search`(rowid, `store_id`, `name`, `category`, `description`)
SELECT p.rowid, p.store_id, p.name, c.name, p.description
FROM `products` p LEFT JOIN `categories` c ON c.id = p.category_id;
