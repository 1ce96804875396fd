-- Phloxem Spewer (GR 212): Splash-attack 2 (data). Each of its Mars neighbors gains
-- splash-attack 2 (the stat `splash_attack`, which grants add up).
return {
	statics = {
		{
			stat = "splash_attack",
			increase = 2,
			applies_to = function(ctx, creature)
				return ctx.this:is_beside(creature) and ctx:rule("of_house", creature, "mars")
			end,
		},
	},
}
