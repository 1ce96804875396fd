-- Savage Swing: a Polearm attack card (the rules script makes the champion attack with
-- it). [Class Bonus] Floating Memory (from the graveyard).
return {}
