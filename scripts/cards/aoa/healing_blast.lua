-- Healing Blast (AoA 219): Play: Fully heal a creature. If 4 or more damage was healed
-- this way, gain 2 æmber.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local creature = ctx:choose({ prompt = "Fully heal which creature?", objects = creatures })[1]
		if creature == nil then
			return
		end
		local before = creature:damage()
		ctx:heal(creature, before)
		if creature:is_valid() and before - creature:damage() >= 4 then
			ctx:gain(ctx.controller, "amber", 2)
		end
	end,
}
