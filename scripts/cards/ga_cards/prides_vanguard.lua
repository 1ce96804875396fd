-- Pride's Vanguard: Ambush, Retort 2. The rules apply both (the ruleset's combat section);
-- nothing to script.
return {}
