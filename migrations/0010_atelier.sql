CREATE TABLE `atelier_gallery` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`media_id` text NOT NULL,
	`caption` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `atelier_gallery_store_idx` ON `atelier_gallery` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `atelier_lookups` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `atelier_lookups_name_uq` ON `atelier_lookups` (`store_id`,`kind`,`name`);--> statement-breakpoint
CREATE TABLE `atelier_roles` (
	`store_id` text NOT NULL,
	`role` text NOT NULL,
	`permissions` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`store_id`, `role`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `atelier_services` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "atelier_services_price_positive" CHECK("atelier_services"."price" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `atelier_services_name_uq` ON `atelier_services` (`store_id`,`name`);--> statement-breakpoint
CREATE TABLE `atelier_staff` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text,
	`address` text,
	`role` text NOT NULL,
	`salary` integer DEFAULT 0 NOT NULL,
	`hired_on` text,
	`active` integer DEFAULT true NOT NULL,
	`photo_id` text,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "atelier_staff_salary_positive" CHECK("atelier_staff"."salary" >= 0)
);
--> statement-breakpoint
CREATE INDEX `atelier_staff_store_idx` ON `atelier_staff` (`store_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `atelier_staff_user_uq` ON `atelier_staff` (`user_id`);--> statement-breakpoint
CREATE TABLE `atelier_suppliers` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`type_id` text,
	`name` text NOT NULL,
	`email` text,
	`phone` text NOT NULL,
	`address` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`type_id`) REFERENCES `atelier_lookups`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `atelier_suppliers_store_idx` ON `atelier_suppliers` (`store_id`,`name`);--> statement-breakpoint
CREATE TABLE `ateliers` (
	`store_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`show_gallery_on_storefront` integer DEFAULT false NOT NULL,
	`next_order_number` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cashbook_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`description` text,
	`system_key` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cashbook_categories_name_uq` ON `cashbook_categories` (`store_id`,`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `cashbook_categories_system_uq` ON `cashbook_categories` (`store_id`,`system_key`);--> statement-breakpoint
CREATE TABLE `cashbook_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`kind` text NOT NULL,
	`category_id` text,
	`amount` integer NOT NULL,
	`label` text NOT NULL,
	`occurred_on` text NOT NULL,
	`payment_method` text DEFAULT 'cash' NOT NULL,
	`source` text DEFAULT 'manual' NOT NULL,
	`order_id` text,
	`fabric_movement_id` text,
	`salary_payment_id` text,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `cashbook_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cashbook_entries_amount_positive" CHECK("cashbook_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `cashbook_entries_store_day_idx` ON `cashbook_entries` (`store_id`,`occurred_on`);--> statement-breakpoint
CREATE INDEX `cashbook_entries_order_idx` ON `cashbook_entries` (`order_id`);--> statement-breakpoint
CREATE TABLE `salary_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`amount` integer NOT NULL,
	`period` text NOT NULL,
	`paid_on` text NOT NULL,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `atelier_staff`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "salary_payments_amount_positive" CHECK("salary_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `salary_payments_store_idx` ON `salary_payments` (`store_id`,`paid_on`);--> statement-breakpoint
CREATE INDEX `salary_payments_staff_idx` ON `salary_payments` (`staff_id`,`period`);--> statement-breakpoint
CREATE TABLE `atelier_fabric_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`fabric_id` text NOT NULL,
	`kind` text NOT NULL,
	`delta_cm` integer NOT NULL,
	`amount` integer,
	`order_id` text,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fabric_id`) REFERENCES `atelier_fabrics`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `atelier_fabric_movements_fabric_idx` ON `atelier_fabric_movements` (`store_id`,`fabric_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `atelier_fabric_movements_order_idx` ON `atelier_fabric_movements` (`order_id`);--> statement-breakpoint
CREATE TABLE `atelier_fabrics` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`name_id` text,
	`type_id` text,
	`supplier_id` text,
	`color` text,
	`price_per_meter` integer DEFAULT 0 NOT NULL,
	`stock_cm` integer DEFAULT 0 NOT NULL,
	`low_stock_cm` integer DEFAULT 300 NOT NULL,
	`image_ids` text DEFAULT '[]' NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`name_id`) REFERENCES `atelier_lookups`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`type_id`) REFERENCES `atelier_lookups`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`supplier_id`) REFERENCES `atelier_suppliers`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "atelier_fabrics_stock_positive" CHECK("atelier_fabrics"."stock_cm" >= 0),
	CONSTRAINT "atelier_fabrics_price_positive" CHECK("atelier_fabrics"."price_per_meter" >= 0)
);
--> statement-breakpoint
CREATE INDEX `atelier_fabrics_store_idx` ON `atelier_fabrics` (`store_id`,`name`);--> statement-breakpoint
CREATE TABLE `atelier_garment_type_parts` (
	`garment_type_id` text NOT NULL,
	`part_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`garment_type_id`, `part_id`),
	FOREIGN KEY (`garment_type_id`) REFERENCES `atelier_garment_types`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`part_id`) REFERENCES `atelier_measurement_parts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `atelier_garment_types` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `atelier_garment_types_name_uq` ON `atelier_garment_types` (`store_id`,`name`);--> statement-breakpoint
CREATE TABLE `atelier_measurement_parts` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `atelier_measurement_parts_name_uq` ON `atelier_measurement_parts` (`store_id`,`name`);--> statement-breakpoint
CREATE TABLE `atelier_measurements` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`garment_type_id` text,
	`garment_type_name` text NOT NULL,
	`values` text NOT NULL,
	`note` text,
	`taken_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`garment_type_id`) REFERENCES `atelier_garment_types`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`taken_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `atelier_measurements_customer_idx` ON `atelier_measurements` (`store_id`,`customer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tailoring_order_events` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`order_id` text NOT NULL,
	`stage` text NOT NULL,
	`note` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `tailoring_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tailoring_order_events_order_idx` ON `tailoring_order_events` (`order_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `tailoring_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`store_id` text NOT NULL,
	`number` text NOT NULL,
	`customer_id` text NOT NULL,
	`stage` text DEFAULT 'received' NOT NULL,
	`garments` text NOT NULL,
	`services` text NOT NULL,
	`fabric_source` text NOT NULL,
	`fabric_id` text,
	`fabric_cm` integer,
	`fabric_note` text,
	`price` integer NOT NULL,
	`currency` text NOT NULL,
	`promised_on` text NOT NULL,
	`assigned_staff_id` text,
	`photo_ids` text DEFAULT '[]' NOT NULL,
	`note` text,
	`tracking_token` text NOT NULL,
	`delivered_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`fabric_id`) REFERENCES `atelier_fabrics`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assigned_staff_id`) REFERENCES `atelier_staff`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "tailoring_orders_price_positive" CHECK("tailoring_orders"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `tailoring_orders_store_idx` ON `tailoring_orders` (`store_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `tailoring_orders_due_idx` ON `tailoring_orders` (`store_id`,`stage`,`promised_on`);--> statement-breakpoint
CREATE INDEX `tailoring_orders_customer_idx` ON `tailoring_orders` (`customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tailoring_orders_number_uq` ON `tailoring_orders` (`store_id`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `tailoring_orders_tracking_uq` ON `tailoring_orders` (`tracking_token`);