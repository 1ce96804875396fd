-- Ultra Gravitron (MM 125), the top half of a gigantic creature: no text of its own (the
-- rules script plays it with its bottom half, scripts/cards/mm/ultra_gravitron.lua).
return {}
