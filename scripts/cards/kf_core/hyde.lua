-- Hyde: Reap: Draw a card. If you control Velum, draw 2 cards instead.
-- The second sentence is a replacement effect of the same ability, written later.
return {
	reap = function(ctx)
		ctx:draw(1)
	end,
	replacements = {
		{
			on = "draw",
			during = "reap",
			label = "draw 2 instead (Velum)",
			applies = function(ctx, change)
				return change.player == ctx.controller
					and ctx:count({ zone = "battleline", controller = "you", card = "velum" }) > 0
			end,
			instead = function(_ctx, change)
				return { kind = "draw", player = change.player, count = 2 }
			end,
		},
	},
}
