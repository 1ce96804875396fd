-- Prescriptive Grammarbot (WC 173): Taunt, Hazardous 3 (data). Reap: Enrage a creature
-- (either side's, itself included).
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:rule("enrage", ctx:choose({ prompt = "Enrage which creature?", objects = creatures })[1])
	end,
}
