-- Galeatops (MM 193): "only deals 4 damage when fighting" is the stat fight_damage, which
-- the rules read (the ruleset's rules_stats); no ability of its own.
return {}
