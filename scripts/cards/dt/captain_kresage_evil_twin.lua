-- Captain Kresage (DT 003, evil twin), creature: each creature loses elusive, taunt, poison
-- and skirmish, printed or given (RULE-GIVEN-KEYWORD-LOSS-1).
local function creature(_ctx, obj)
	return obj:has_type("creature")
end

return {
	statics = {
		{ lose = "elusive", applies_to = creature },
		{ lose = "taunt", applies_to = creature },
		{ lose = "poison", applies_to = creature },
		{ lose = "skirmish", applies_to = creature },
	},
}
