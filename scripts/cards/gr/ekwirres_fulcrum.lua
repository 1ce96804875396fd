-- Ekwirrĕ's Fulcrum (GR 057): At the end of each player's turn, that player may gain 1 æmber;
-- if they do, their opponent draws 2 cards. The player whose turn ended decides.
return {
	triggers = {
		{
			on = "turn_ended",
			label = "end of a turn: its player may gain 1, their opponent then draws 2",
			resolve = function(ctx, event)
				local player = event.player
				local other = player == ctx.controller and ctx.opponent or ctx.controller
				local answer = ctx:choose({
					prompt = "Gain 1 æmber (your opponent draws 2)?",
					options = { "yes", "no" },
					player = player,
				})[1]
				if answer == "yes" then
					ctx:gain(player, "amber", 1)
					ctx:draw(2, other)
				end
			end,
		},
	},
}
