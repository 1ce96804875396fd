-- Macis Asp (CotA 301): Skirmish, Poison (data).
return {}
