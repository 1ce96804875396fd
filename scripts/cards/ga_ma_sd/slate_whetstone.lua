-- Slate Whetstone: Banish it: up to one target Polearm weapon you control gets +1 power
-- until end of turn. Draw a card.
return {
	activated = {
		hone = {
			targets = function(_ctx)
				return {
					{
						label = "Polearm weapon",
						type = "weapon",
						subtype = "polearm",
						controller = "you",
						up_to = 1,
					},
				}
			end,
			resolve = function(ctx)
				local weapon = ctx:targets(1)[1]
				if weapon then
					ctx:lasting({
						target = weapon,
						duration = "end_of_turn",
						effect = { stat = "power", increase = 1 },
					})
				end
				ctx:draw(1)
			end,
		},
	},
}
