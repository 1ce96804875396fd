-- Shard of Hate (AoA 205), artifact: Action: Stun an enemy creature for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local k = math.min(n, #enemies)
		for _, creature in
			ipairs(
				ctx:choose({ prompt = "Stun which enemy creatures?", objects = enemies, min = k, max = k })
			)
		do
			ctx:rule("stun", creature)
		end
	end,
}
