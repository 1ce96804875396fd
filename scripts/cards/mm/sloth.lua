-- Sloth (MM 062): At the end of your turn, if you did not use any creatures this turn, gain 1
-- æmber for each friendly Sin creature (Sloth included). Cards played and artifacts used do
-- not count.
local function used_a_creature(player)
	for _, act in ipairs(player:this_turn("used")) do
		if act.types ~= nil and table.find(act.types, "creature") then
			return true
		end
	end
	return false
end

return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: gain 1 per friendly Sin if no creature was used (Sloth)",
			applies = function(ctx, event)
				return event.player == ctx.controller and not used_a_creature(ctx.controller)
			end,
			resolve = function(ctx)
				local sins = ctx:count({ zone = "battleline", controller = "you", subtype = "sin" })
				if sins > 0 then
					ctx:gain(ctx.controller, "amber", sins)
				end
			end,
		},
	},
}
