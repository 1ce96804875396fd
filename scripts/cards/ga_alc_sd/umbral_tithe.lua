-- Umbral Tithe: costs 1 less for each Curse card in each champion's lineage. Each player
-- draws two cards into their memory; then 4 damage to each champion controlled by a
-- player with six or more cards in memory.
return {
	statics = {
		{
			reduce = function(ctx, _card)
				return ctx:count({ zone = "lineage", controller = "any", subtype = "curse" })
			end,
			from = { "stack" },
			self_only = true,
		},
	},
	resolve = function(ctx)
		local players = { ctx.controller, ctx.opponent }
		for _, player in ipairs(players) do
			for _, card in ipairs(ctx:top(2, player)) do
				ctx:move(card, "memory")
			end
		end
		for _, champion in ipairs(ctx:objects({ zone = "field", type = "champion", controller = "any" })) do
			if champion:controller():count("memory") >= 6 then
				ctx:deal_damage(champion, 4)
			end
		end
	end,
}
