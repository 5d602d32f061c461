ALTER TABLE `users` ADD `sessions_valid_after` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referrer_contact_uq` ON `referrals` (`referrer_id`,`contact`);