-- Kelpminder (WoE 394): Enhance only, printed on other cards of the deck (their bonus icons);
-- in play it has no ability.
return {}
