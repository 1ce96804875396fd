-- Grunt (WoE 172), token creature: no text.
return {}
