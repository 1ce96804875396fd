-- Briar Instar (ToC 319), token creature: Hazardous 2 (the stat `hazardous`).
return {}
