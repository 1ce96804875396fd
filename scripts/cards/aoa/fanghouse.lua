-- Fanghouse (AoA 321): Assault 3, Hazardous 3 (data).
return {}
