-- Silvertooth (CotA 311): Silvertooth enters play ready (the keyword `enters_ready`, read by
-- the ruleset's `enter_play`).
return {}
