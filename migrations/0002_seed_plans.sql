-- The four plans of the spec, priced in F CFA. Admins edit them afterwards (/admin/plan).
INSERT INTO `plans` (`id`, `code`, `name`, `price`, `currency`, `discount_rate`, `billing_cycle`, `description`, `limits`) VALUES
  ('pln_free', 'free', 'Gratuit', 0, 'XOF', 0, 'month', '["Jusqu''à 10 produits","1 image par produit","Vitrine et commandes sans commission"]', '{"maxProducts":10,"maxImagesPerProduct":1,"customDomain":false}'),
  ('pln_starter', 'starter', 'Starter', 5000, 'XOF', 0, 'month', '["Jusqu''à 100 produits","4 images par produit","Témoignages et parrainage"]', '{"maxProducts":100,"maxImagesPerProduct":4,"customDomain":false}'),
  ('pln_premium', 'premium', 'Premium', 15000, 'XOF', 0, 'month', '["Jusqu''à 1 000 produits","8 images par produit","Nom de domaine personnalisé","Pixel Facebook"]', '{"maxProducts":1000,"maxImagesPerProduct":8,"customDomain":true}'),
  ('pln_entreprise', 'entreprise', 'Entreprise', 50000, 'XOF', 0, 'month', '["Produits illimités","10 images par produit","Nom de domaine personnalisé","Support prioritaire"]', '{"maxProducts":null,"maxImagesPerProduct":10,"customDomain":true}');
--> statement-breakpoint
-- Every existing shop starts on the free plan, active.
INSERT INTO `subscriptions` (`id`, `store_id`, `plan_id`, `status`, `started_at`)
  SELECT 'sub_' || lower(hex(randomblob(10))), `id`, 'pln_free', CASE `status` WHEN 'suspended' THEN 'suspended' ELSE 'active' END, unixepoch()
  FROM `stores`;
