-- Font of the Eye (MM 134), artifact: Omni: If an enemy creature was destroyed this turn,
-- a friendly creature captures 1 æmber (player:this_turn("destroyed") of the opponent).
local function lost_a_creature(player)
	for _, act in ipairs(player:this_turn("destroyed")) do
		if table.find(act.types or {}, "creature") then
			return true
		end
	end
	return false
end

return {
	omni = function(ctx)
		if not lost_a_creature(ctx.opponent) then
			return
		end
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		local pick =
			ctx:choose({ prompt = "Which friendly creature captures 1 æmber?", objects = friends })[1]
		if pick ~= nil then
			ctx:capture(pick, 1)
		end
	end,
}
