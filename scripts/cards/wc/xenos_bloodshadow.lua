-- Xenos Bloodshadow (WC 404): Elusive. Hazardous 6. Poison. Skirmish. Keywords only (data).
return {}
