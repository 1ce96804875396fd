-- Monument to Shrix (MM 239): You may spend æmber on it as if it were in your pool (when
-- forging keys; the pool first, KF-FORGE-SOURCE-2). Action: Move 1 æmber from your pool to
-- it; if Citizen Shrix is in your discard pile, from either player's pool (your choice).
return {
	statics = {
		{
			spend_from = "self",
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
	action = function(ctx)
		local from = ctx.controller
		if ctx:count({ zone = "discard", controller = "you", card = "citizen_shrix" }) > 0 then
			local pick = ctx:choose({
				prompt = "Take 1 æmber from whose pool?",
				options = { "mine", "opponent's" },
			})[1]
			if pick == "opponent's" then
				from = ctx.opponent
			end
		end
		if from:counter("amber") < 1 then
			return
		end
		ctx:gain(from, "amber", -1)
		ctx:add_counter(ctx.this, "amber", 1)
	end,
}
