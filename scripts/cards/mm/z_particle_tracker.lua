-- Z-Particle Tracker (MM 354), upgrade: This creature gains, "Fight: Search your deck for an
-- upgrade and put it into your hand. Shuffle your deck."
return {
	grants = {
		fight = function(ctx)
			ctx:search({
				type = "upgrade",
				count = 1,
				to = "hand",
				prompt = "Put which upgrade into your hand?",
			})
		end,
	},
}
