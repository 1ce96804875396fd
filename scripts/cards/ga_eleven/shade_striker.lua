-- Shade Striker: Ambush, a printed keyword the rules read.
return {}
