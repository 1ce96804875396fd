-- The Promised Blade (WoE 193): At the start of each player's turn, the player with fewer
-- creatures in play takes control of it (with a tie, nobody does). Omni: A friendly creature
-- captures 1 æmber.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of a turn: the player with the fewest creatures takes it (The Promised Blade)",
			resolve = function(ctx)
				local mine = ctx:count({ zone = "battleline", controller = "you" })
				local theirs = ctx:count({ zone = "battleline", controller = "opponent" })
				if theirs < mine then
					ctx:take_control(ctx.this, ctx.opponent)
				end
			end,
		},
	},
	omni = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Which friendly creature captures 1?", objects = mine })[1]
		if picked ~= nil then
			ctx:capture(picked, 1)
		end
	end,
}
