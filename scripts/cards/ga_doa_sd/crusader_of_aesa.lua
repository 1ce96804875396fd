-- Crusader of Aesa: Class Bonus: Intercept (granted while the class bonus holds; the rules script's
-- keyword trigger acts on it). It enters the field rested (the data's `hindered`).
return {}
