-- Ghost Tree (GR 358): While you are haunted, Ghost Tree deals no damage when fighting (its
-- fight damage, the stat the rules' fight reads, is 0). Scrap: Discard the top 5 cards of
-- your deck.
return {
	statics = {
		{
			stat = "fight_damage",
			set = 0,
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
	},
	scrap = function(ctx)
		for _, card in ipairs(ctx:top(5)) do
			ctx:discard(card)
		end
	end,
}
