-- Violet Haze: all units you control become distant, then put Violet Haze on the bottom of
-- target champion's lineage. Inherited Effect: this object (the champion of that lineage)
-- gets -2 LIFE, as long as the card is in that lineage (CR, Inherited Effect 1-2).
return {
	statics = {
		{
			stat = "life",
			increase = -2,
			from = { "lineage" },
			applies_to = function(ctx, object)
				return object:has_type("champion")
					and object:zone() == "field"
					and object:controller() == ctx.controller
			end,
		},
	},
	targets = function(_ctx)
		return { { label = "champion", type = "champion", count = 1 } }
	end,
	resolve = function(ctx)
		for _, unit in
			ipairs(ctx:objects({ zone = "field", any_type = { "champion", "ally" }, controller = "you" }))
		do
			ctx:rule("become_distant", unit)
		end
		local champion = ctx:target(1)
		if champion ~= nil and champion:is_valid() then
			ctx:move(ctx.this, "lineage", { position = "bottom", player = champion:controller() })
		end
	end,
}
