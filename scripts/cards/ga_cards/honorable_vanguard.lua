-- Honorable Vanguard: Floating Memory (a printed keyword the ruleset pays with).
return {}
