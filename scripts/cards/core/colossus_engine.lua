-- Colossus Engine: as an additional cost, sacrifice four Powercells (see its data).
return {}
