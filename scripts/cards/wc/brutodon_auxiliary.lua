-- Brutodon Auxiliary (WC 183): Taunt. Hazardous 2. Keywords only (data).
return {}
