-- Niffle Ape (CotA 363): While Niffle Ape is attacking, ignore taunt and elusive. The
-- keywords "ignores_taunt" and "ignores_elusive" in its data are read by the rules
-- script's fight.
return {}
