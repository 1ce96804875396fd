-- Drowned Cut: an attack card; [Class Bonus] Floating Memory is a restricted keyword in
-- its data; nothing to script.
return {}
