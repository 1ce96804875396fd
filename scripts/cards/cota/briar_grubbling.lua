-- Briar Grubbling (CotA 348): Hazardous 5 (data).
return {}
