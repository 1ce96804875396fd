-- Blood Money (CotA 003): Play: Place 2 æmber from the common supply on an enemy creature.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local creature =
			ctx:choose({ prompt = "Place 2 æmber on which enemy creature?", objects = enemies })[1]
		ctx:add_counter(creature, "amber", 2)
	end,
}
