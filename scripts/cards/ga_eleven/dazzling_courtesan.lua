-- Dazzling Courtesan: Kindle 3, a payment keyword of the ruleset (its stat kindle).
return {}
