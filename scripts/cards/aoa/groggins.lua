-- Groggins (AoA 011): When it fights it can only attack enemy creatures on a flank.
return {
	can_fight = function(ctx, creature)
		return ctx:rule("on_flank", creature)
	end,
}
