-- Hologrammophone (WC 135): Action: Ward a creature (friendly or enemy).
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Ward which creature?", objects = creatures })[1]
		ctx:rule("ward", pick)
	end,
}
