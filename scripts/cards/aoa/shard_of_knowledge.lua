-- Shard of Knowledge (AoA 155), artifact: Action: Draw a card for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		ctx:draw(n)
	end,
}
