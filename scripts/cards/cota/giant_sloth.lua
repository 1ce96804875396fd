-- Giant Sloth (CotA 354), creature: it cannot be used unless its controller discarded an
-- Untamed card from hand this turn (the main step's discard). Action: gain 3 æmber.
local function discarded_untamed(ctx)
	for _, act in ipairs(ctx.controller:this_turn("used")) do
		if act.what == "discard" and act.attributes and act.attributes.house == "untamed" then
			return true
		end
	end
	return false
end

return {
	can_use = function(ctx, _use)
		if discarded_untamed(ctx) then
			return true
		end
		return false, "Giant Sloth: discard an Untamed card from your hand first"
	end,
	action = function(ctx)
		ctx:gain(ctx.controller, "amber", 3)
	end,
}
