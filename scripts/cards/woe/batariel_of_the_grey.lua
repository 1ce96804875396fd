-- Batariel of the Grey (WoE 177): Reap: Ready each Disciple (either side's).
return {
	reap = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any", name = "Disciple" })) do
			ctx:ready(creature)
		end
	end,
}
