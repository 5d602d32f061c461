-- Many databases (issue 16, ADR 036): the directory lists the databases that hold shops, whether each is open for placement and how many shops it holds; each shop records the database that holds it. The same migrations run on every database; only the directory's rows of this table are read.
CREATE TABLE `shop_databases` (
	`name` text PRIMARY KEY NOT NULL,
	`open` integer DEFAULT 0 NOT NULL,
	`shop_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `stores` ADD `database` text DEFAULT 'DB' NOT NULL;--> statement-breakpoint
CREATE INDEX `stores_database_idx` ON `stores` (`database`);--> statement-breakpoint
INSERT INTO `shop_databases` (`name`, `open`, `shop_count`) SELECT 'DB', 1, count(*) FROM `stores`;
