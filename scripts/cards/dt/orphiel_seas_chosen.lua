-- Orphiel, Sea's Chosen (DT 071): While the tide is high, it gains skirmish and "Fight:
-- Gain 2 æmber." The granted Fight: is its fight ability read while the tide is high.
local function high(ctx)
	return ctx:rule("tide") == "high"
end

return {
	statics = {
		{ grant = "skirmish", self_only = true, condition = high },
	},
	fight = function(ctx)
		if high(ctx) then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
