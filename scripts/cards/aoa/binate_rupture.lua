-- Binate Rupture (AoA 109): Alpha (data). Play: Each player gains as much æmber as is in
-- their pool (doubling it).
return {
	resolve = function(ctx)
		ctx:gain(ctx.opponent, "amber", ctx.opponent:counter("amber"))
		ctx:gain(ctx.controller, "amber", ctx.controller:counter("amber"))
	end,
}
