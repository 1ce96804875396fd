-- Colonist Chapman, evil twin (DT 246): Elusive (data). Play: Capture all æmber from each
-- player: the opponent's pool, and its own side's (`capture_from_own_side`).
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, ctx.opponent:counter("amber"))
		ctx:rule("capture_from_own_side", ctx.this, ctx.controller:counter("amber"))
	end,
}
