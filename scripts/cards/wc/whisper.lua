-- Whisper (WC 265): Elusive. Action: Lose 1 æmber. If you do, destroy a creature.
return {
	action = function(ctx)
		if ctx.controller:counter("amber") < 1 then
			return
		end
		ctx:gain(ctx.controller, "amber", -1)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:destroy(ctx:choose({ prompt = "Destroy which creature?", objects = creatures })[1])
	end,
}
