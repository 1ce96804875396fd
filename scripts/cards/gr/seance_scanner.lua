-- Séance Scanner (GR 256): Enhance (deck building). Action: If you are haunted, use a friendly
-- non-Star Alliance creature (whatever house is active: an ability's use).
return {
	action = function(ctx)
		if ctx:rule("haunted") then
			ctx:rule("use_friendly_not_of", "staralliance")
		end
	end,
}
