-- Explo-rover (WC 297), creature: skirmish (printed). Its `may_play_as` entry,
-- explo_rover_as_upgrade, is the card played as an upgrade.
return {}
