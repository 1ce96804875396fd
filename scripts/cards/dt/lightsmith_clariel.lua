-- Lightsmith Clariel (DT 080): Before Fight: You may switch Lightsmith Clariel's power and
-- armor for the remainder of the turn (each becomes what the other is now).
return {
	before_fight = function(ctx, _fought)
		local picked = ctx:choose({
			prompt = "Swap Lightsmith Clariel's power and armor?",
			options = { "yes", "no" },
		})[1]
		if picked == "yes" then
			ctx:rule("switch_power_and_armor", ctx.this)
		end
	end,
}
