-- Dthoshră, Recruiter (WoE 093): Reap: Make a token creature.
return {
	reap = function(ctx)
		ctx:rule("make_token")
	end,
}
