-- Which of the shop's verified channels get which merchant alerts (issue 15). No row means the default: every verified channel gets every alert.
CREATE TABLE `alert_preferences` (
	`store_id` text NOT NULL,
	`alert` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`store_id`, `alert`, `channel`),
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
