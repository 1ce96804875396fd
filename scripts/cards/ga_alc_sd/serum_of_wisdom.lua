-- Serum of Wisdom: Brew (three Herbs) is data, an alternative cost. Sacrifice it: glimpse
-- 3, then draw a card into your memory.
return {
	activated = {
		drink = {
			resolve = function(ctx)
				ctx:glimpse(3)
				ctx:rule("draw_into_memory")
			end,
		},
	},
}
