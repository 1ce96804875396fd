-- One-Eyed Willa (DT 237): While the tide is high, it gains elusive and skirmish.
-- Fight: Steal 1 æmber.
local function high(ctx)
	return ctx:rule("tide") == "high"
end

return {
	statics = {
		{ grant = "elusive", self_only = true, condition = high },
		{ grant = "skirmish", self_only = true, condition = high },
	},
	fight = function(ctx)
		ctx:steal(1)
	end,
}
