-- Lightsmith Clariel (DT 080): Before Fight: You may switch Lightsmith Clariel's power and
-- armor for the remainder of the turn (each set to what the other is now).
return {
	before_fight = function(ctx, _fought)
		local picked = ctx:choose({
			prompt = "Swap Lightsmith Clariel's power and armor?",
			options = { "yes", "no" },
		})[1]
		if picked ~= "yes" then
			return
		end
		local power = ctx.this:stat("power") or 0
		local armor = ctx.this:stat("armor") or 0
		ctx:lasting({ target = ctx.this, duration = "turn", effect = { stat = "power", set = armor } })
		ctx:lasting({ target = ctx.this, duration = "turn", effect = { stat = "armor", set = power } })
	end,
}
