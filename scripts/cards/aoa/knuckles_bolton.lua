-- Knuckles Bolton (AoA 271): Elusive, Skirmish (data).
return {}
