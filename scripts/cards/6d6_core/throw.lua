-- Throw: a skill. It joins a throw action (the ruleset matches its "supports"
-- attribute) and adds its dice to the score. No script needed.
return {}
