-- Skirmisher (WoE 055), token creature: Skirmish (the keyword).
return {}
