-- Vigor (CotA 338): Play: Heal up to 3 damage from a creature. If you healed 3 damage,
-- gain 1 æmber.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures == 0 then
			return
		end
		local creature = ctx:choose({ prompt = "Heal which creature?", objects = creatures })[1]
		local healed = math.min(3, creature:damage())
		ctx:heal(creature, 3)
		if healed == 3 then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
