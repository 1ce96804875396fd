-- Goblin: a creature. No abilities of its own.
return {}
