-- Culf the Quiet (AoA 020): Elusive (data).
return {}
