-- Curse of Obstinacy (GR 223): Treachery (data). At the end of your turn ("your": its
-- controller, the opponent of whoever played it), stun each friendly creature not on a flank
-- that shares a house with one of its neighbors.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: stun your creatures beside a housemate",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				local stunned = {}
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if not ctx:rule("on_flank", creature) and ctx:rule("beside_a_housemate", creature) then
						table.insert(stunned, creature)
					end
				end
				for _, creature in ipairs(stunned) do
					ctx:rule("stun", creature)
				end
			end,
		},
	},
}
