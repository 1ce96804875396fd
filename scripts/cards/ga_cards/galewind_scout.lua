-- Galewind Scout: Ranged 3. The rules apply it (the ruleset's combat bonuses read its
-- `ranged` stat while it is distant and attacking); nothing to script.
return {}
