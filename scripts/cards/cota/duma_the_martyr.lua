-- Duma the Martyr (CotA 242): Destroyed: Fully heal each other friendly creature and draw
-- 2 cards. It resolves while Duma is tagged, still in play: "other" leaves it out.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: heal the others, draw 2 (Duma the Martyr)",
			resolve = function(ctx)
				for _, creature in
					ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true }))
				do
					ctx:heal(creature, creature:damage())
				end
				ctx:draw(2)
			end,
		},
	},
}
