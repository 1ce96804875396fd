-- Beastbond Paws: Banish it: target Animal or Beast ally you control gets +1 power and
-- gains true sight until end of turn.
return {
	activated = {
		pounce = {
			targets = function(_ctx)
				return {
					{
						label = "Animal or Beast ally you control",
						type = "ally",
						any_subtype = { "animal", "beast" },
						controller = "you",
						count = 1,
					},
				}
			end,
			resolve = function(ctx)
				local ally = ctx:target(1)
				ctx:lasting({
					target = ally,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 1 },
				})
				ctx:lasting({ target = ally, duration = "end_of_turn", effect = { grant = "true_sight" } })
			end,
		},
	},
}
