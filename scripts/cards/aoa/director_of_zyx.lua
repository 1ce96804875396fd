-- Director of Z.Y.X. (AoA 127): Elusive (data). At the start of your turn, archive the top
-- card of your deck (nothing with an empty deck).
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: archive the top card of your deck (Director of Z.Y.X.)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local top = ctx:top(1)[1]
				if top ~= nil then
					ctx:move(top, "archives")
				end
			end,
		},
	},
}
