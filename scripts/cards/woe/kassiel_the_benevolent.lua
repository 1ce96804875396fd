-- Kassiel the Benevolent (WoE 215): Enhance only, printed on other cards of the deck (their bonus icons);
-- in play it has no ability.
return {}
