-- Giltspine Netcaster (DT 357): Enhance (already printed on other cards of the deck).
-- Reap: Exhaust a creature.
return {
	reap = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:exhaust(ctx:choose({ prompt = "Exhaust which creature?", objects = all })[1])
	end,
}
