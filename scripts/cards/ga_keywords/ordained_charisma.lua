-- Ordained Charisma: gain control of target ally with 2 power or less until end of turn;
-- wake up that ally.
return {
	targets = function(_ctx)
		return { { label = "ally with 2 power or less", type = "ally", max_stat = { power = 2 }, count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		-- Control until end of turn: the turn structure gives it back as the turn ends.
		ctx:take_control(ally, ctx.controller, "end_of_turn")
		ctx:wake(ally)
	end,
}
