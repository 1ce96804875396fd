-- Niffle Kong (MM 422), the top half of a gigantic creature: no text of its own (the rules
-- script plays it with its bottom half, scripts/cards/mm/niffle_kong.lua).
return {}
