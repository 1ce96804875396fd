-- Cinder Whelp: no abilities.
return {}
