-- Automaton Bomber: Ranged 4 (the stat `ranged`). [Class Bonus] Floating Memory.
return {}
