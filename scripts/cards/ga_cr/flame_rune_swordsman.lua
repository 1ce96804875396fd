-- Flame-Rune Swordsman: [Class Bonus] Floating Memory. Its class bonus is read against the
-- champion of the player whose graveyard holds it (CR, Class Bonus 4).
return {}
