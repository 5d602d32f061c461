-- Issue 26: a plan's capabilities become data the server enforces. The seeded plans get the
-- new limits and switches (staff seats, couriers, promo codes; pixel, reviews, audience
-- statistics, removal of "Propulsé par Boutiko"); a plan an admin created keeps its JSON and
-- reads a missing key as the free plan's value. Nothing of a shop is deleted.
UPDATE `plans` SET `limits` = json_set(`limits`, '$.maxStaffSeats', 0, '$.maxCouriers', 3, '$.maxPromoCodes', 0, '$.facebookPixel', json('false'), '$.reviews', json('false'), '$.audienceStats', json('false'), '$.removeBranding', json('false')) WHERE `id` = 'pln_free';
--> statement-breakpoint
UPDATE `plans` SET `limits` = json_set(`limits`, '$.maxStaffSeats', 1, '$.maxCouriers', 5, '$.maxPromoCodes', 5, '$.facebookPixel', json('false'), '$.reviews', json('true'), '$.audienceStats', json('false'), '$.removeBranding', json('false')) WHERE `id` = 'pln_starter';
--> statement-breakpoint
UPDATE `plans` SET `limits` = json_set(`limits`, '$.maxStaffSeats', 3, '$.maxCouriers', 15, '$.maxPromoCodes', 50, '$.facebookPixel', json('true'), '$.reviews', json('true'), '$.audienceStats', json('true'), '$.removeBranding', json('false')) WHERE `id` = 'pln_premium';
--> statement-breakpoint
UPDATE `plans` SET `limits` = json_set(`limits`, '$.maxStaffSeats', 10, '$.maxCouriers', 30, '$.maxPromoCodes', json('null'), '$.facebookPixel', json('true'), '$.reviews', json('true'), '$.audienceStats', json('true'), '$.removeBranding', json('true')) WHERE `id` = 'pln_entreprise';
--> statement-breakpoint
-- The free text keeps marketing words only (/pricing lists the capabilities from the data);
-- a description an admin already rewrote is left alone.
UPDATE `plans` SET `description` = '["Vitrine et commandes sans commission"]' WHERE `id` = 'pln_free' AND `description` = '["Jusqu''à 10 produits","1 image par produit","Vitrine et commandes sans commission"]';
--> statement-breakpoint
UPDATE `plans` SET `description` = '["Pour lancer sa boutique et fidéliser ses clients"]' WHERE `id` = 'pln_starter' AND `description` = '["Jusqu''à 100 produits","4 images par produit","Témoignages et parrainage"]';
--> statement-breakpoint
UPDATE `plans` SET `description` = '["Pour la boutique qui grandit et fait sa publicité"]' WHERE `id` = 'pln_premium' AND `description` = '["Jusqu''à 1 000 produits","8 images par produit","Nom de domaine personnalisé","Pixel Facebook"]';
--> statement-breakpoint
UPDATE `plans` SET `description` = '["Support prioritaire"]' WHERE `id` = 'pln_entreprise' AND `description` = '["Produits illimités","10 images par produit","Nom de domaine personnalisé","Support prioritaire"]';
