-- Bonecrusher (GR 022), upgrade: This creature gains, "Action: Destroy a creature" (any
-- creature, itself included).
return {
	grants = {
		action = function(ctx)
			local creatures = ctx:objects({ zone = "battleline" })
			local pick = ctx:choose({ prompt = "Destroy which creature?", objects = creatures })[1]
			ctx:destroy(pick)
		end,
	},
}
