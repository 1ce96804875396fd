-- Pax Sauriana (WoE 264): Play: Ward each creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:rule("ward", creature)
		end
	end,
}
