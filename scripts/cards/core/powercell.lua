-- Powercell token: no abilities of its own (Gilded Regent gives it Reservable).
return {}
