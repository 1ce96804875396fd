-- Rothais the Fierce (AoA 242): Taunt, Hazardous 4 (data).
return {}
