-- Envy (MM 056): Elusive (data). Reap: If there are 2 or more friendly Sin creatures (Envy
-- is one), capture all of your opponent's æmber.
return {
	reap = function(ctx)
		if ctx:count({ zone = "battleline", controller = "you", subtype = "sin" }) >= 2 then
			ctx:capture(ctx.this, ctx.opponent:counter("amber"))
		end
	end,
}
