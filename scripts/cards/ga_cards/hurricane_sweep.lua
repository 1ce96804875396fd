-- Hurricane Sweep: an attack card with Cleave (the rules script makes the champion attack
-- every unit of the opponent with it). Class Bonus: Efficiency.
return {}
