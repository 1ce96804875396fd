-- Glylyx Weaponsmith (WoE 155): Enhance only, printed on other cards of the deck (their bonus icons);
-- in play it has no ability.
return {}
