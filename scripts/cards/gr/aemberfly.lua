-- Æmberfly (GR 371): Elusive, skirmish (data). After Fight: Capture 1 æmber. After Reap: Move
-- 1 æmber from Æmberfly to your pool.
return {
	fight = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
	reap = function(ctx)
		if ctx.this:counter("amber") > 0 then
			ctx:add_counter(ctx.this, "amber", -1)
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
