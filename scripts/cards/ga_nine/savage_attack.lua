-- Savage Attack: an attack card (the rules script makes the champion attack with it) with
-- Floating Memory, a printed keyword the ruleset pays with; nothing to script.
return {}
