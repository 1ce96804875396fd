-- Winbless Arbalest: Ranged 2 (printed); [Class Bonus] Vigor (a restricted keyword in its data).
return {}
