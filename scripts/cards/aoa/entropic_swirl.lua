-- Entropic Swirl (AoA 143): Play: Choose a creature. For each trait it has, it is dealt 2
-- damage and you gain 1 æmber (the damage as one amount, as keyteki deals it).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local creature = ctx:choose({ prompt = "Choose a creature", objects = creatures })[1]
		if creature == nil then
			return
		end
		local traits = #creature:subtypes()
		if traits > 0 then
			ctx:deal_damage(creature, 2 * traits)
			ctx:gain(ctx.controller, "amber", traits)
		end
	end,
}
