-- Kerwollop (DT 234): Play: Deal 1 damage to each creature. Gain 1 æmber for each creature
-- destroyed this way (the damage is dealt together, then counted: the rules' "damage_each").
return {
	resolve = function(ctx)
		local destroyed = ctx:rule("damage_each", ctx:objects({ zone = "battleline", controller = "any" }), 1)
		if destroyed > 0 then
			ctx:gain(ctx.controller, "amber", destroyed)
		end
	end,
}
