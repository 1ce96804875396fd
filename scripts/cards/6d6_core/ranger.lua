-- Ranger: a character. No abilities of its own.
return {}
