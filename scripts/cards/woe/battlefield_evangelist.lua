-- Battlefield Evangelist (WoE 210): After Fight: Make a token creature.
return {
	fight = function(ctx)
		ctx:rule("make_token")
	end,
}
