-- Sword of Seeking: a weapon. Class Bonus: True Sight (the rules script lets an attack
-- with a true sight weapon target units with stealth).
return {}
