-- Reckless Slash: an attack card with no ability (the rules script makes the champion attack with it).
return {}
