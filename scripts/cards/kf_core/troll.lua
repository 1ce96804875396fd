-- Troll: a vanilla creature.
return {}
