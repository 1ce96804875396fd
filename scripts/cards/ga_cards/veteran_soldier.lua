-- Veteran Soldier: Floating Memory (a printed keyword the ruleset pays with).
return {}
