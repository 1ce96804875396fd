-- Bushwhack Bandit: [Class Bonus] Critical 1. Its stat `critical` is printed; the keyword
-- that makes the rules apply it is on only with the class bonus.
return {}
