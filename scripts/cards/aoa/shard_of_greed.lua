-- Shard of Greed (AoA 315), artifact: Action: Gain 1 æmber for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		ctx:gain(ctx.controller, "amber", n)
	end,
}
