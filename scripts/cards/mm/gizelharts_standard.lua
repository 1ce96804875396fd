-- Gizelhart's Standard (MM 150): Each friendly creature with æmber on it gets +1 armor.
-- Play: Exalt a friendly creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Exalt which friendly creature?", objects = mine })[1]
		if pick ~= nil then
			ctx:rule("exalt", pick)
		end
	end,
	statics = {
		{
			stat = "armor",
			increase = 1,
			applies_to = function(ctx, obj)
				return obj:has_type("creature")
					and obj:controller() == ctx.controller
					and obj:counter("amber") > 0
			end,
		},
	},
}
