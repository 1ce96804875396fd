-- Voice of Rakuzel (DT 334): While the tide is high, each friendly creature gets +1 power
-- and +1 armor. While the tide is low, each enemy creature gets +1 power and +1 armor.
local function friendly_when_high(ctx, creature)
	if not creature:has_type("creature") then
		return false
	end
	local tide = ctx:rule("tide")
	if tide == "high" then
		return creature:controller() == ctx.controller
	elseif tide == "low" then
		return creature:controller() == ctx.opponent
	end
	return false
end

return {
	statics = {
		{ stat = "power", increase = 1, applies_to = friendly_when_high },
		{ stat = "armor", increase = 1, applies_to = friendly_when_high },
	},
}
