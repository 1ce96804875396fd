-- Jargogle (AoA 131): Elusive (data). Play: Put a card from your hand facedown under
-- Jargogle. Destroyed: If it is your turn, play the card under Jargogle; otherwise, archive
-- it. The Destroyed: ability resolves while Jargogle is still in play (tagged), so the card
-- is still beneath it; a card that can't be played stays there and is discarded with
-- Jargogle (KF-BENEATH-1).
return {
	resolve = function(ctx)
		ctx:rule("beneath_from_hand", ctx.this)
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: play or archive the card under Jargogle",
			resolve = function(ctx)
				local beneath = {}
				for _, card in ipairs(ctx.this:attachments()) do
					if card:zone() == "beneath" then
						table.insert(beneath, card)
					end
				end
				if #beneath == 0 then
					return
				end
				if ctx.controller:is_turn_player() then
					local prompt = "Play which card from under Jargogle?"
					local card = ctx:choose({ prompt = prompt, objects = beneath })[1]
					ctx:play(card)
				else
					ctx:move(beneath[ctx:random(#beneath)], "archives")
				end
			end,
		},
	},
}
