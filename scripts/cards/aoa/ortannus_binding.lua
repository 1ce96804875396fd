-- Ortannu's Binding (AoA 098), action: Play: Deal 2 damage to a friendly creature.
return {
	resolve = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local picked =
			ctx:choose({ prompt = "Deal 2 damage to which friendly creature?", objects = friendly })[1]
		if picked ~= nil then
			ctx:deal_damage(picked, 2)
		end
	end,
}
