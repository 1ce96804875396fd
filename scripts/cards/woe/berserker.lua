-- Berserker (WoE 053), token creature: enters play ready (the keyword `enters_ready`, which
-- the rules' make_token honours) and enraged. After Fight: Destroy Berserker.
return {
	triggers = {
		{
			on = "created",
			own = true,
			label = "enters play enraged",
			resolve = function(ctx)
				ctx:rule("enrage", ctx.this)
			end,
		},
	},
	fight = function(ctx)
		ctx:destroy(ctx.this)
	end,
}
