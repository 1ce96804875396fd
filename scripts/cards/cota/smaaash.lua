-- Smaaash (CotA 046): Play: Stun a creature.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule("stun", ctx:choose({ prompt = "Stun which creature?", objects = creatures })[1])
	end,
}
