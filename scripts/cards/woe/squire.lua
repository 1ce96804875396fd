-- Squire (WoE 230), token creature: Taunt (the keyword).
return {}
