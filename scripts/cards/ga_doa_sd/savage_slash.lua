-- Savage Slash: an attack card. Class Bonus: Floating Memory (from the graveyard it may be
-- banished to pay 1 of a memory cost) while your champion is a warrior.
return {}
