-- Powercharged Shield: Banish it: target unit with taunt gains vigor until end of turn
-- (the rules script's keyword trigger wakes it as its controller's end phase begins).
return {
	activated = {
		rouse = {
			targets = function(_ctx)
				return {
					{
						label = "unit with taunt",
						any_type = { "champion", "ally" },
						keyword = "taunt",
						count = 1,
					},
				}
			end,
			resolve = function(ctx)
				ctx:lasting({ target = ctx:target(1), duration = "end_of_turn", effect = { grant = "vigor" } })
			end,
		},
	},
}
