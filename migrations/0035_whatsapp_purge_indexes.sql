-- The daily job drops what no longer serves (ADR 049): windows closed for a day and the routes
-- of messages older than any status Meta still sends. Each delete reads through its index.
CREATE INDEX `whatsapp_windows_inbound_idx` ON `whatsapp_windows` (`last_inbound_at`);--> statement-breakpoint
CREATE INDEX `whatsapp_messages_created_idx` ON `whatsapp_messages` (`created_at`);
