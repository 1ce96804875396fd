-- Clear Mind (CotA 216): Play: Unstun each friendly creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			ctx:rule("remove_stun", creature)
		end
	end,
}
