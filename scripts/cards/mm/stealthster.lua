-- Stealthster (MM 329), creature: elusive (printed). Its `may_play_as` entry,
-- stealthster_as_upgrade, is the card played as an upgrade.
return {}
