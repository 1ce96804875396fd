-- Rose of Sharon (AS 282): Deploy, elusive (data). Action: Choose one of Rose of Sharon's
-- neighbors; deal damage equal to its power to an enemy creature. If your red key is
-- forged, repeat that (the damage of each is dealt as it is chosen).
local function neighbor_strike(ctx)
	local neighbor = ctx:choose({ prompt = "Which neighbor's power?", objects = ctx.this:neighbors() })[1]
	if neighbor == nil then
		return
	end
	local power = neighbor:stat("power") or 0
	local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
	local enemy =
		ctx:choose({ prompt = "Deal " .. power .. " damage to which enemy creature?", objects = enemies })[1]
	if enemy ~= nil and power > 0 then
		ctx:deal_damage(enemy, power)
		ctx:settle()
	end
end

return {
	action = function(ctx)
		neighbor_strike(ctx)
		if ctx:rule("key_forged", ctx.controller, "red") then
			neighbor_strike(ctx)
		end
	end,
}
