-- Bellatoran Warrior (WoE 286), token creature: no text.
return {}
