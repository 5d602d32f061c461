-- Each shop's own clock (ADR 048): the IANA zone its days, figures, reminders and dates follow. A
-- shop's country is known by its phone's calling code (international digits, ADR 027): the
-- countries the platform serves get their zone, any other the platform's (Burkina Faso's).
-- Run in every database: the directory's copy of a shop and its own row get the same zone.
ALTER TABLE `stores` ADD `time_zone` text DEFAULT 'Africa/Ouagadougou' NOT NULL;--> statement-breakpoint
UPDATE `stores` SET `time_zone` = CASE substr(`phone`, 1, 3)
	WHEN '225' THEN 'Africa/Abidjan'
	WHEN '221' THEN 'Africa/Dakar'
	WHEN '223' THEN 'Africa/Bamako'
	WHEN '228' THEN 'Africa/Lome'
	WHEN '224' THEN 'Africa/Conakry'
	WHEN '229' THEN 'Africa/Porto-Novo'
	WHEN '227' THEN 'Africa/Niamey'
	WHEN '237' THEN 'Africa/Douala'
	WHEN '241' THEN 'Africa/Libreville'
	WHEN '242' THEN 'Africa/Brazzaville'
	ELSE 'Africa/Ouagadougou'
END;
