-- Genbu, Black Tortoise: Spellshroud, Taunt. [Guo Jia Bonus] (3): Genbu gets +X LIFE until
-- end of turn, where X is the number of water cards in your graveyard. Activate this
-- ability only once per turn (the card data's per_turn).
return {
	activated = {
		fortify = {
			-- Guo Jia Bonus: your champion is of the Guo Jia lineage.
			legal = function(ctx)
				if ctx:rule("lineage_bonus", "guo_jia") then
					return true
				end
				return false, "Guo Jia Bonus: your champion is not Guo Jia"
			end,
			resolve = function(ctx)
				local x = ctx:rule("graveyard_of_element", "water")
				ctx:lasting({
					target = ctx.this,
					duration = "end_of_turn",
					effect = { stat = "life", increase = x },
				})
			end,
		},
	},
}
