-- Ancient Bear: Assault 2 (its "assault" stat; the rules script deals it before the fight).
return {}
