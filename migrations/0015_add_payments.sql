-- Payments (issue 14, ADR 021): how a shop is paid, each payment attempt as a row, and an order's payment status apart from its delivery status.
ALTER TABLE `stores` ADD `cash_on_delivery` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `stores` ADD `payment_delay_minutes` integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'cash_on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_status` text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_due_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_after_expiry_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `expired_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `source` text DEFAULT 'storefront' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_uq` ON `orders` (`store_id`,`idempotency_key`) WHERE `idempotency_key` is not null;--> statement-breakpoint
CREATE INDEX `orders_store_payment_idx` ON `orders` (`store_id`,`payment_status`);--> statement-breakpoint
CREATE INDEX `orders_payment_due_idx` ON `orders` (`payment_status`,`payment_due_at`);--> statement-breakpoint
CREATE TABLE `payment_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`provider` text NOT NULL,
	`mode` text DEFAULT 'test' NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`credentials` text NOT NULL,
	`key_id` text NOT NULL,
	`hints` text NOT NULL,
	`verified_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_accounts_store_provider_uq` ON `payment_accounts` (`store_id`,`provider`);--> statement-breakpoint
CREATE TABLE `transfer_wallets` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`operator` text NOT NULL,
	`number` text NOT NULL,
	`holder_name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transfer_wallets_store_number_uq` ON `transfer_wallets` (`store_id`,`operator`,`number`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`order_id` text,
	`purpose` text DEFAULT 'order' NOT NULL,
	`plan_id` text,
	`method` text NOT NULL,
	`account` text DEFAULT 'shop' NOT NULL,
	`mode` text,
	`provider_ref` text,
	`checkout_url` text,
	`wallet_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`raw_status` text,
	`confirmed_by` text,
	`confirmed_by_user_id` text,
	`confirmed_at` integer,
	`settlement_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_amount_positive" CHECK("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_store_idx` ON `payments` (`store_id`,`purpose`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_pending_idx` ON `payments` (`status`,`method`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_ref_uq` ON `payments` (`method`,`provider_ref`) WHERE `provider_ref` is not null and `method` in ('fedapay', 'cinetpay');--> statement-breakpoint
CREATE UNIQUE INDEX `payments_transfer_ref_uq` ON `payments` (`store_id`,`provider_ref`) WHERE `provider_ref` is not null and `method` in ('transfer', 'mobile_money');
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`status` text NOT NULL,
	`raw_status` text,
	`confirmed_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_events_payment_idx` ON `payment_events` (`payment_id`,`created_at`);
