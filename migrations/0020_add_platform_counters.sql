-- The admin Tableau de Bord's figures, kept on write (issue 16, ADR 034): one row per counter,
-- moved by triggers in the same statement as the write that changes it, so every write path
-- (the API, a script, a shop moved between databases) keeps them right, and each counter lives
-- in the database of the rows it counts. Names: `shops`, `users`, `merchants` (users whose role
-- is 'user'), `merchants_with_shop`, `products`, `subscription_requests`, `signups:<YYYY-MM-DD>`,
-- `subscriptions:status:<status>`, `subscriptions:plan:<plan id>`,
-- `subscriptions:plan_active:<plan id>`, `contact_messages`, `contact_messages:unread`,
-- `revenue:<YYYY-MM>:<currency>` and `revenue_count:<YYYY-MM>:<currency>` (approved plan
-- payments by month of decision).
CREATE TABLE `platform_counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_users_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('users', 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants', 1 WHERE new.role = 'user' ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('signups:' || date(new.created_at, 'unixepoch'), 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_users_update` AFTER UPDATE OF `role`, `created_at` ON `users` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants', (new.role = 'user') - (old.role = 'user') WHERE new.role IS NOT old.role ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants_with_shop', (new.role = 'user') - (old.role = 'user') WHERE new.role IS NOT old.role AND EXISTS (SELECT 1 FROM `stores` WHERE `owner_id` = new.id) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'signups:' || date(old.created_at, 'unixepoch'), -1 WHERE new.created_at IS NOT old.created_at ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'signups:' || date(new.created_at, 'unixepoch'), 1 WHERE new.created_at IS NOT old.created_at ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
-- Before the delete: its shop is still there (the cascade removes it after, owner gone by then).
CREATE TRIGGER `platform_counters_users_delete` BEFORE DELETE ON `users` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('users', -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants', -1 WHERE old.role = 'user' ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants_with_shop', -1 WHERE old.role = 'user' AND EXISTS (SELECT 1 FROM `stores` WHERE `owner_id` = old.id) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('signups:' || date(old.created_at, 'unixepoch'), -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_stores_insert` AFTER INSERT ON `stores` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('shops', 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants_with_shop', 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = new.owner_id AND `role` = 'user') ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_stores_update` AFTER UPDATE OF `owner_id` ON `stores` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants_with_shop', EXISTS (SELECT 1 FROM `users` WHERE `id` = new.owner_id AND `role` = 'user') - EXISTS (SELECT 1 FROM `users` WHERE `id` = old.owner_id AND `role` = 'user') WHERE new.owner_id IS NOT old.owner_id ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_stores_delete` AFTER DELETE ON `stores` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('shops', -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants_with_shop', -1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = old.owner_id AND `role` = 'user') ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_subscriptions_insert` AFTER INSERT ON `subscriptions` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan_active:' || new.plan_id, 1 WHERE coalesce(new.status, 'active') = 'active' ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('subscriptions:status:' || coalesce(new.status, 'active'), 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('subscriptions:plan:' || new.plan_id, 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_subscriptions_update` AFTER UPDATE OF `status`, `plan_id` ON `subscriptions` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan_active:' || old.plan_id, -1 WHERE coalesce(old.status, 'active') = 'active' AND (new.status IS NOT old.status OR new.plan_id IS NOT old.plan_id) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan_active:' || new.plan_id, 1 WHERE coalesce(new.status, 'active') = 'active' AND (new.status IS NOT old.status OR new.plan_id IS NOT old.plan_id) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:status:' || coalesce(old.status, 'active'), -1 WHERE new.status IS NOT old.status ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:status:' || coalesce(new.status, 'active'), 1 WHERE new.status IS NOT old.status ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan:' || old.plan_id, -1 WHERE new.plan_id IS NOT old.plan_id ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan:' || new.plan_id, 1 WHERE new.plan_id IS NOT old.plan_id ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_subscriptions_delete` AFTER DELETE ON `subscriptions` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan_active:' || old.plan_id, -1 WHERE coalesce(old.status, 'active') = 'active' ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('subscriptions:status:' || coalesce(old.status, 'active'), -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('subscriptions:plan:' || old.plan_id, -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_contact_messages_insert` AFTER INSERT ON `contact_messages` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('contact_messages', 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'contact_messages:unread', 1 WHERE new.read_at IS NULL ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_contact_messages_update` AFTER UPDATE OF `read_at` ON `contact_messages` WHEN (new.read_at IS NULL) <> (old.read_at IS NULL) BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('contact_messages:unread', (new.read_at IS NULL) - (old.read_at IS NULL)) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_contact_messages_delete` AFTER DELETE ON `contact_messages` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('contact_messages', -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'contact_messages:unread', -1 WHERE old.read_at IS NULL ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_revenue_insert` AFTER INSERT ON `subscription_requests` WHEN new.status = 'approved' AND new.amount IS NOT NULL AND new.decided_at IS NOT NULL BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('revenue:' || strftime('%Y-%m', new.decided_at, 'unixepoch') || ':' || coalesce(new.currency, (SELECT `currency` FROM `plans` WHERE `id` = new.plan_id)), new.amount) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('revenue_count:' || strftime('%Y-%m', new.decided_at, 'unixepoch') || ':' || coalesce(new.currency, (SELECT `currency` FROM `plans` WHERE `id` = new.plan_id)), 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_revenue_update` AFTER UPDATE OF `status`, `amount`, `decided_at`, `currency`, `plan_id` ON `subscription_requests` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'revenue:' || strftime('%Y-%m', old.decided_at, 'unixepoch') || ':' || coalesce(old.currency, (SELECT `currency` FROM `plans` WHERE `id` = old.plan_id)), -old.amount WHERE old.status = 'approved' AND old.amount IS NOT NULL AND old.decided_at IS NOT NULL ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'revenue_count:' || strftime('%Y-%m', old.decided_at, 'unixepoch') || ':' || coalesce(old.currency, (SELECT `currency` FROM `plans` WHERE `id` = old.plan_id)), -1 WHERE old.status = 'approved' AND old.amount IS NOT NULL AND old.decided_at IS NOT NULL ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'revenue:' || strftime('%Y-%m', new.decided_at, 'unixepoch') || ':' || coalesce(new.currency, (SELECT `currency` FROM `plans` WHERE `id` = new.plan_id)), new.amount WHERE new.status = 'approved' AND new.amount IS NOT NULL AND new.decided_at IS NOT NULL ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) SELECT 'revenue_count:' || strftime('%Y-%m', new.decided_at, 'unixepoch') || ':' || coalesce(new.currency, (SELECT `currency` FROM `plans` WHERE `id` = new.plan_id)), 1 WHERE new.status = 'approved' AND new.amount IS NOT NULL AND new.decided_at IS NOT NULL ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_revenue_delete` AFTER DELETE ON `subscription_requests` WHEN old.status = 'approved' AND old.amount IS NOT NULL AND old.decided_at IS NOT NULL BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('revenue:' || strftime('%Y-%m', old.decided_at, 'unixepoch') || ':' || coalesce(old.currency, (SELECT `currency` FROM `plans` WHERE `id` = old.plan_id)), -old.amount) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('revenue_count:' || strftime('%Y-%m', old.decided_at, 'unixepoch') || ':' || coalesce(old.currency, (SELECT `currency` FROM `plans` WHERE `id` = old.plan_id)), -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_subscription_requests_insert` AFTER INSERT ON `subscription_requests` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('subscription_requests', 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_subscription_requests_delete` AFTER DELETE ON `subscription_requests` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('subscription_requests', -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
-- Shop-owned rows: this counter lives in the database of the shop's products (a platform total
-- is the sum over the shop databases).
CREATE TRIGGER `platform_counters_products_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('products', 1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
CREATE TRIGGER `platform_counters_products_delete` AFTER DELETE ON `products` BEGIN
	INSERT INTO `platform_counters` (`name`, `value`) VALUES ('products', -1) ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + excluded.value;
END;
--> statement-breakpoint
-- From the rows already there (empty on a fresh database). D1 allows few terms in one compound SELECT: one INSERT each.
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'shops', count(*) FROM `stores`;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants', count(*) FROM `users` WHERE `role` = 'user';
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'merchants_with_shop', count(*) FROM `stores` s JOIN `users` u ON u.id = s.owner_id WHERE u.role = 'user';
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'signups:' || date(`created_at`, 'unixepoch'), count(*) FROM `users` GROUP BY 1;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:status:' || coalesce(`status`, 'active'), count(*) FROM `subscriptions` GROUP BY 1;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan:' || `plan_id`, count(*) FROM `subscriptions` GROUP BY 1;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'contact_messages', count(*) FROM `contact_messages`;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'contact_messages:unread', count(*) FROM `contact_messages` WHERE `read_at` IS NULL;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'revenue:' || strftime('%Y-%m', r.decided_at, 'unixepoch') || ':' || coalesce(r.currency, p.currency), sum(r.amount) FROM `subscription_requests` r JOIN `plans` p ON p.id = r.plan_id WHERE r.status = 'approved' AND r.amount IS NOT NULL AND r.decided_at IS NOT NULL GROUP BY 1;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'revenue_count:' || strftime('%Y-%m', r.decided_at, 'unixepoch') || ':' || coalesce(r.currency, p.currency), count(*) FROM `subscription_requests` r JOIN `plans` p ON p.id = r.plan_id WHERE r.status = 'approved' AND r.amount IS NOT NULL AND r.decided_at IS NOT NULL GROUP BY 1;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'users', count(*) FROM `users`;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscriptions:plan_active:' || `plan_id`, count(*) FROM `subscriptions` WHERE coalesce(`status`, 'active') = 'active' GROUP BY 1;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'subscription_requests', count(*) FROM `subscription_requests`;
--> statement-breakpoint
INSERT INTO `platform_counters` (`name`, `value`) SELECT 'products', count(*) FROM `products`;
