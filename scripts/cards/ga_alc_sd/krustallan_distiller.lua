-- Krustallan Distiller: [Class Bonus] On Enter: if you've brewed a Potion this turn, draw a
-- card into your memory. "Brewed": a Potion played this turn for its Brew alternative cost
-- (the turn's record of it, kept after the potion was sacrificed).
local function brewed_potion(player)
	for _, act in ipairs(player:this_turn("played")) do
		if act.what == "brew" and table.find(act.subtypes or {}, "potion") then
			return true
		end
	end
	return false
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw into memory if you brewed a Potion this turn (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				if brewed_potion(ctx.controller) then
					ctx:rule("draw_into_memory")
				end
			end,
		},
	},
}
