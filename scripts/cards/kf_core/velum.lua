-- Velum: a vanilla creature (Hyde looks for it).
return {}
