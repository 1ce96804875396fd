-- Flute of Taming: REST: your champion gets +1 level until end of turn. REST: target
-- Animal or Beast ally gets your choice of +1 power or +1 life until end of turn.
return {
	activated = {
		level = {
			resolve = function(ctx)
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				ctx:lasting({
					target = champion,
					duration = "end_of_turn",
					effect = { stat = "level", increase = 1 },
				})
			end,
		},
		tame = {
			targets = function(_ctx)
				return {
					{
						label = "Animal or Beast ally",
						type = "ally",
						any_subtype = { "animal", "beast" },
						count = 1,
					},
				}
			end,
			resolve = function(ctx)
				local ally = ctx:target(1)
				if ally == nil then
					return
				end
				local stat =
					ctx:choose({ prompt = "+1 to", options = { "power", "life" }, min = 1, max = 1 })[1]
				ctx:lasting({
					target = ally,
					duration = "end_of_turn",
					effect = { stat = stat, increase = 1 },
				})
			end,
		},
	},
}
