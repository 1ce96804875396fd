-- kaelen_crux_paragon: a champion; its level and lineage requirements are the rules script's (scripts/rules/grand_archive.lua).
return {}
