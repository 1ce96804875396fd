-- Rally Drummer: Play: Gain 1 æmber for each friendly creature. Deal 1 damage to each of
-- Rally Drummer's neighbors. The creature is in play when this resolves: it counts
-- itself, and its neighbours are those beside the place it entered.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", ctx:count({ zone = "battleline", controller = "you" }))
		for _, neighbor in ipairs(ctx.this:neighbors()) do
			ctx:deal_damage(neighbor, 1)
		end
	end,
}
