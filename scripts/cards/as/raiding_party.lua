-- Raiding Party (AS 295): After Fight: If two keys of the same colour are forged (a player
-- has only one key of each colour: both players forged that colour), steal 2 æmber.
-- Otherwise, steal 1 æmber.
local function a_colour_both_forged(ctx)
	for _, colour in ipairs(ctx:rule("forged_keys", ctx.controller)) do
		if ctx:rule("key_forged", ctx.opponent, colour) then
			return true
		end
	end
	return false
end

return {
	fight = function(ctx)
		ctx:steal(a_colour_both_forged(ctx) and 2 or 1)
	end,
}
