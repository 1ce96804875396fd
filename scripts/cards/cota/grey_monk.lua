-- Grey Monk (CotA 244): Each friendly creature gets +1 armor (Grey Monk too). Reap: Heal 2
-- damage from a creature.
return {
	statics = {
		{
			stat = "armor",
			increase = 1,
			applies_to = function(ctx, obj)
				return obj:has_type("creature") and obj:controller() == ctx.controller
			end,
		},
	},
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures == 0 then
			return
		end
		ctx:heal(ctx:choose({ prompt = "Heal 2 damage from which creature?", objects = creatures })[1], 2)
	end,
}
