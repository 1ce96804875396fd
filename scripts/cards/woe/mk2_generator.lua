-- Mk.2 Generator (WoE 161): Enters play ready (the keyword enters_ready). Action: Make a
-- token creature.
return {
	action = function(ctx)
		ctx:rule("make_token")
	end,
}
