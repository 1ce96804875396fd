-- Speed Sigil (CotA 293), artifact: The first creature played each turn enters play ready.
-- A constant ability giving "enters_ready" (the ruleset's ready keyword) to a creature being
-- played while no other creature was played this turn, by either player.
local function first_creature(ctx, obj)
	if obj:zone() ~= "stack" or not obj:has_type("creature") then
		return false
	end
	for _, player in ipairs({ ctx.controller, ctx.opponent }) do
		for _, act in ipairs(player:this_turn("played")) do
			local same = act.object ~= nil and act.object.id == obj.id
			if not same and table.find(act.types or {}, "creature") then
				return false
			end
		end
	end
	return true
end

return {
	statics = {
		{ grant = "enters_ready", reaches = { "stack" }, applies_to = first_creature },
	},
}
