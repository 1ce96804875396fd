-- Champion Anaphiel: taunt is the rules script's (scripts/rules/keyforge.lua: fight).
return {}
