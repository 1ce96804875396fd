-- Aubade the Grim (AoA 213): Play: Capture 3 æmber. Reap: 1 æmber on Aubade goes back to
-- the common supply (not to a pool).
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 3)
	end,
	reap = function(ctx)
		if ctx.this:counter("amber") > 0 then
			ctx:add_counter(ctx.this, "amber", -1)
		end
	end,
}
