-- Snufflegator: a vanilla creature.
return {}
