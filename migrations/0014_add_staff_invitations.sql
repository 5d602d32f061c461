-- A staff invitation is an auth token (purpose 'invite') for one staff profile and one identifier: the person accepts it from that identifier.
ALTER TABLE `auth_tokens` ADD `staff_id` text REFERENCES atelier_staff(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `auth_tokens` ADD `identifier` text;--> statement-breakpoint
CREATE INDEX `auth_tokens_staff_idx` ON `auth_tokens` (`staff_id`,`purpose`);
