-- Securi-Droid (MM 312), creature: taunt (printed). Its `may_play_as` entry,
-- securi_droid_as_upgrade, is the card played as an upgrade.
return {}
