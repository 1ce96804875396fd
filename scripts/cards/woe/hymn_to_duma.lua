-- Hymn to Duma (WoE 201), artifact: each friendly creature gains "Omni: destroy this
-- creature; a friendly creature captures 2 æmber" (RULE-GIVEN-USE-1). The capture follows
-- whether or not the creature was destroyed (keyteki's spec: a warded one).
return {
	statics = {
		{
			gains = "omni",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_creature", obj)
			end,
		},
	},
	lasting_grants = {
		omni = function(ctx)
			ctx:destroy(ctx.this)
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			local picked = ctx:choose({ prompt = "Which friendly creature captures 2?", objects = mine })[1]
			if picked then
				ctx:capture(picked, 2)
			end
		end,
	},
}
