-- Issue 26 (ADR 055): a staff member's role in the whole shop (null = L'Atelier only), and the
-- account behind a step of an order's history ("Confirmée par Aïcha").
ALTER TABLE `atelier_staff` ADD `shop_role` text;
--> statement-breakpoint
ALTER TABLE `order_events` ADD `actor_user_id` text;
