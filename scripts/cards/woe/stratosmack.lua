-- Stratosmack (WoE 052): Play: Deal 3 damage to a creature. If this damage destroys that
-- creature, make a token creature.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = all })[1]
		if picked ~= nil and ctx:rule("damage_destroys", picked, 3) then
			ctx:rule("make_token")
		end
	end,
}
