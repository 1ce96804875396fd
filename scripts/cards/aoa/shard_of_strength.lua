-- Shard of Strength (AoA 048), artifact: Action: Give a friendly creature a +1 power counter for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local picked =
			ctx:choose({ prompt = "Which friendly creature gets the counters?", objects = friendly })[1]
		if picked ~= nil then
			ctx:add_counter(picked, "power", n)
		end
	end,
}
