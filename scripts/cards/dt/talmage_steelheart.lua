-- Talmage Steelheart (DT 062): Play: Give it a +1 power counter for each card you have
-- played this turn (including this one).
return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "power", ctx.controller:plays_this_turn())
	end,
}
