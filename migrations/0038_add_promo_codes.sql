CREATE TABLE `promo_code_phones` (
	`store_id` text NOT NULL,
	`promo_code_id` text NOT NULL,
	`phone` text NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`cap` integer,
	PRIMARY KEY(`promo_code_id`, `phone`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`promo_code_id`) REFERENCES `promo_codes`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "promo_code_phones_uses_within_cap" CHECK("promo_code_phones"."uses" >= 0 and ("promo_code_phones"."cap" is null or "promo_code_phones"."uses" <= "promo_code_phones"."cap"))
);
--> statement-breakpoint
CREATE INDEX `promo_code_phones_store_idx` ON `promo_code_phones` (`store_id`);--> statement-breakpoint
CREATE TABLE `promo_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`min_order` integer,
	`starts_on` text,
	`ends_on` text,
	`max_uses` integer,
	`max_uses_per_phone` integer,
	`category_ids` text,
	`free_delivery` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "promo_codes_uses_within_max" CHECK("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promo_codes_store_code_uq` ON `promo_codes` (`store_id`,`code`);--> statement-breakpoint
ALTER TABLE `orders` ADD `discount` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_code_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_released_at` integer;