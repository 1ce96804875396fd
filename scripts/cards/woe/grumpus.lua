-- Grumpus (WoE 056), token creature: Splash-attack 1 (the stat `splash_attack`).
return {}
