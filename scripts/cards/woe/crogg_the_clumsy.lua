-- Crogg the Clumsy (WoE 040): Splash-attack 2 (the stat `splash_attack`); no other text.
return {}
