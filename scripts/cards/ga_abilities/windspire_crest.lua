-- Windspire Crest: [Diao Chan Bonus] (2), REST, Remove two glimmer counters from your
-- champion: Put a buff counter on an ally you control. (4), Banish Windspire Crest: Draw a
-- card.
return {
	activated = {
		buff = {
			-- Diao Chan Bonus: your champion is of the Diao Chan lineage.
			legal = function(ctx)
				if ctx:rule("lineage_bonus", "diao_chan") then
					return true
				end
				return false, "Diao Chan Bonus: your champion is not Diao Chan"
			end,
			targets = function(_ctx)
				return { { label = "ally you control", type = "ally", controller = "you", count = 1 } }
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx:target(1), "buff", 1)
			end,
		},
		draw = {
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
