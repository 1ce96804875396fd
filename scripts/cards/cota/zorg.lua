-- Zorg (CotA 206): Zorg enters play stunned. Before Fight: Stun the creature Zorg fights and
-- each of that creature's neighbors. Playing it is the way this engine puts a creature
-- into play, so it is stunned as it is played, before anything else can use it.
return {
	resolve = function(ctx)
		ctx:rule("stun", ctx.this)
	end,
	before_fight = function(ctx, fought)
		local neighbors = fought:neighbors()
		ctx:rule("stun", fought)
		for _, neighbor in ipairs(neighbors) do
			ctx:rule("stun", neighbor)
		end
	end,
}
