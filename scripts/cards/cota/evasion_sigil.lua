-- Evasion Sigil (CotA 286), artifact: before any creature fights, its controller discards
-- the top card of their deck; if that card is of the active house, the creature is
-- exhausted and the fight has no effect. The rules' fight reads the keyword
-- "before_fights_discard" (in the card's data): this card needs no hook of its own.
return {}
