-- Soul Fiddle (WC 097): Action: Enrage a creature (either side's).
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:rule("enrage", ctx:choose({ prompt = "Enrage which creature?", objects = creatures })[1])
	end,
}
