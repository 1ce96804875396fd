-- Gezrăhi Blacksmith (WoE 077): Elusive. At the start of each player's turn, that player
-- chooses: make a token creature, or draw a card.
return {
	triggers = {
		{
			on = "turn_began",
			label = "start of a turn: its player makes a token creature or draws (Gezrăhi Blacksmith)",
			resolve = function(ctx, event)
				local player = event.player
				local picked = ctx:choose({
					prompt = "Make a token creature or draw a card?",
					options = { "make a token creature", "draw a card" },
					player = player,
				})[1]
				if picked == "make a token creature" then
					ctx:rule("make_token", player)
				else
					ctx:draw(1, player)
				end
			end,
		},
	},
}
