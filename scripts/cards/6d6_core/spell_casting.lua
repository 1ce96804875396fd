-- Spell Casting: an expertise. It joins a cast action and adds its dice to the score.
return {}
