-- Issue 16, ADR 034: indexes so a request reads one shop's rows and a scheduled job the rows it
-- has due, never a whole table (tests/plans/query-plans.test.ts found each of these reads).
-- Scheduled jobs: what is past its date, on its date column.
CREATE INDEX `auth_attempts_window_idx` ON `auth_attempts` (`window_started_at`);--> statement-breakpoint
CREATE INDEX `auth_tokens_expires_idx` ON `auth_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `tailoring_orders_promised_idx` ON `tailoring_orders` (`promised_on`);--> statement-breakpoint
-- A provider's notification finds its payment by the provider's reference.
CREATE INDEX `payments_provider_ref_idx` ON `payments` (`provider_ref`);--> statement-breakpoint
-- The platform's own payments (plan fees), newest first.
CREATE INDEX `payments_account_idx` ON `payments` (`account`, `created_at`);--> statement-breakpoint
-- Admin lists, newest first: a page is read in index order and the walk stops after it.
CREATE INDEX `stores_created_idx` ON `stores` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_started_idx` ON `subscriptions` (`started_at`, `id`);--> statement-breakpoint
CREATE INDEX `outbox_created_id_idx` ON `outbox` (`created_at`, `id`);--> statement-breakpoint
DROP INDEX `outbox_created_idx`;--> statement-breakpoint
-- Plan requests: the pending ones first, then newest first (the list's own order).
CREATE INDEX `subscription_requests_queue_idx` ON `subscription_requests` ((`status` = 'pending'), `created_at`, `id`);--> statement-breakpoint
-- A merchant's referrals.
CREATE INDEX `users_referred_by_idx` ON `users` (`referred_by`, `created_at`);--> statement-breakpoint
-- Foreign keys a parent's delete walks (a product, a fabric, a category, a plan).
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE INDEX `testimonials_product_only_idx` ON `testimonials` (`product_id`);--> statement-breakpoint
CREATE INDEX `product_images_product_only_idx` ON `product_images` (`product_id`);--> statement-breakpoint
CREATE INDEX `atelier_fabric_movements_fabric_only_idx` ON `atelier_fabric_movements` (`fabric_id`);--> statement-breakpoint
CREATE INDEX `tailoring_orders_fabric_idx` ON `tailoring_orders` (`fabric_id`);--> statement-breakpoint
CREATE INDEX `cashbook_entries_category_idx` ON `cashbook_entries` (`category_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_plan_idx` ON `subscriptions` (`plan_id`);--> statement-breakpoint
CREATE INDEX `subscription_requests_plan_idx` ON `subscription_requests` (`plan_id`);--> statement-breakpoint
CREATE INDEX `payments_plan_idx` ON `payments` (`plan_id`);--> statement-breakpoint
-- A reminder already sent for this order, today (the reminders job asks per order due).
CREATE INDEX `notifications_related_idx` ON `notifications` (`store_id`, `related_id`);
--> statement-breakpoint
CREATE INDEX `order_items_variant_idx` ON `order_items` (`variant_id`);--> statement-breakpoint
CREATE INDEX `products_image_idx` ON `products` (`image_id`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category_id`);--> statement-breakpoint
CREATE INDEX `product_images_media_idx` ON `product_images` (`media_id`);--> statement-breakpoint
CREATE INDEX `testimonials_media_idx` ON `testimonials` (`media_id`);--> statement-breakpoint
CREATE INDEX `atelier_gallery_media_idx` ON `atelier_gallery` (`media_id`);--> statement-breakpoint
CREATE INDEX `atelier_staff_photo_idx` ON `atelier_staff` (`photo_id`);--> statement-breakpoint
CREATE INDEX `atelier_fabrics_supplier_idx` ON `atelier_fabrics` (`supplier_id`);--> statement-breakpoint
CREATE INDEX `atelier_fabrics_type_idx` ON `atelier_fabrics` (`type_id`);--> statement-breakpoint
CREATE INDEX `atelier_fabrics_name_idx` ON `atelier_fabrics` (`name_id`);--> statement-breakpoint
CREATE INDEX `atelier_suppliers_type_idx` ON `atelier_suppliers` (`type_id`);--> statement-breakpoint
CREATE INDEX `atelier_measurements_customer_only_idx` ON `atelier_measurements` (`customer_id`);--> statement-breakpoint
CREATE INDEX `atelier_measurements_garment_type_idx` ON `atelier_measurements` (`garment_type_id`);--> statement-breakpoint
CREATE INDEX `atelier_garment_type_parts_part_idx` ON `atelier_garment_type_parts` (`part_id`);--> statement-breakpoint
-- The admin user list filtered by account status, newest first.
CREATE INDEX `users_status_idx` ON `users` (`status`, `created_at`);
