-- Sunforged Crown: a regalia with no abilities.
return {}
