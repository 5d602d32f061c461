-- Tableau de bord › Audience (issue 26, ADR 056): a shop's storefront requests counted per
-- shop-local day. Views are added up in memory by the shop's Durable Object (AudienceCounter)
-- and written here in one upsert batch a minute, never one write per view. No cookie, no
-- address, no visitor: requests are counted, not people. Orders are not copied: they are read
-- from `orders` itself.
CREATE TABLE `audience_days` (
	`store_id` text NOT NULL,
	`day` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	`page_views` integer DEFAULT 0 NOT NULL,
	`product_views` integer DEFAULT 0 NOT NULL,
	`carts` integer DEFAULT 0 NOT NULL,
	`checkouts` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `day`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `audience_sources` (
	`store_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`visits` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `day`, `source`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `audience_products` (
	`store_id` text NOT NULL,
	`day` text NOT NULL,
	`product_id` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`store_id`, `day`, `product_id`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
