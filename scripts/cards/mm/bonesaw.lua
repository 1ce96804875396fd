-- Bonesaw (MM 002): If a friendly creature was destroyed this turn, Bonesaw enters play
-- ready: while it is being played it has "enters_ready" if its controller had a creature
-- destroyed this turn (player:this_turn("destroyed")).
local function lost_a_creature(player)
	for _, act in ipairs(player:this_turn("destroyed")) do
		if table.find(act.types or {}, "creature") then
			return true
		end
	end
	return false
end

return {
	statics = {
		{
			grant = "enters_ready",
			from = { "stack" },
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj == ctx.this and lost_a_creature(ctx.controller)
			end,
		},
	},
}
