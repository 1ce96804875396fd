-- Esteemed Knight: Class Bonus: Intercept (granted while the class bonus holds; the rules script's
-- keyword trigger acts on it).
return {}
