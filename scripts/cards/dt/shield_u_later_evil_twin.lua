-- Shield-U-Later, evil twin (DT 249): a creature with no ability of its own; it may be
-- played as an upgrade instead (shield_u_later_evil_twin_as_upgrade.lua).
return {}
