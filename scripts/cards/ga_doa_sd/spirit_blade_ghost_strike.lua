-- Spirit Blade: Ghost Strike: an attack card. On Attack: you may banish a card from your
-- material deck. If you do, your champion's attacks get +1 power until end of turn (a
-- power bonus on the champion, which its attacks deal).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: you may banish a material deck card for +1 power on your champion's attacks",
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "a card of your material deck to banish (or none)",
					objects = ctx:look({ zone = "material_deck", controller = "you" }),
					min = 0,
					max = 1,
				})[1]
				if card and ctx:banish(card) then
					local champion = ctx:objects({ type = "champion", controller = "you" })[1]
					ctx:lasting({
						target = champion,
						duration = "end_of_turn",
						effect = { stat = "power", increase = 1 },
					})
				end
			end,
		},
	},
}
