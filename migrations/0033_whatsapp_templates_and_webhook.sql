-- WhatsApp messages Meta will deliver (ADR 049): each outbox row keeps its template's parameters (sent as `type: "template"`), WhatsApp's id for it and what its status webhooks reported; each number's 24-hour window (opened by the person's own message) and whose each accepted message is live in the directory.
ALTER TABLE `outbox` ADD `params` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `wa_message_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `delivery` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `delivery_error` text;--> statement-breakpoint
CREATE INDEX `outbox_wa_message_idx` ON `outbox` (`wa_message_id`);--> statement-breakpoint
CREATE INDEX `outbox_related_idx` ON `outbox` (`related_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `whatsapp_windows` (
	`phone` text PRIMARY KEY NOT NULL,
	`last_inbound_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `whatsapp_messages` (
	`wa_message_id` text PRIMARY KEY NOT NULL,
	`outbox_id` text NOT NULL,
	`store_id` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
