-- Rebellious Bull: it enters the field rested (the data's `hindered`); Pride 3 (the rules
-- script's obedience). No script of its own.
return {}
