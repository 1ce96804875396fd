-- Myliobe (DT 422): While the tide is high, Myliobe gains skirmish. Before Fight: Enrage the
-- creature Myliobe fights and each of that creature's neighbors.
return {
	statics = {
		{
			grant = "skirmish",
			self_only = true,
			condition = function(ctx)
				return ctx:rule("tide") == "high"
			end,
		},
	},
	before_fight = function(ctx, fought)
		local neighbors = fought:neighbors()
		ctx:rule("enrage", fought)
		for _, neighbor in ipairs(neighbors) do
			ctx:rule("enrage", neighbor)
		end
	end,
}
