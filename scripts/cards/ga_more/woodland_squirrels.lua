-- Woodland Squirrels: no abilities; its data is the card.
return {}
