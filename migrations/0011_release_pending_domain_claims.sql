DROP INDEX `custom_domains_hostname_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_hostname_verified_uq` ON `custom_domains` (`hostname`) WHERE `custom_domains`.`verified_at` is not null;--> statement-breakpoint
CREATE INDEX `custom_domains_hostname_idx` ON `custom_domains` (`hostname`);--> statement-breakpoint
CREATE INDEX `custom_domains_pending_idx` ON `custom_domains` (`created_at`) WHERE `custom_domains`.`verified_at` is null;
