-- Training Sword: a weapon with no text of its own (power and durability are its data).
return {}
