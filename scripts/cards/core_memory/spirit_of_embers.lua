-- Spirit of Embers: a level 0 champion, put onto the field on its player's first turn.
-- It has no memory cost, so it can never be materialized.
return {}
