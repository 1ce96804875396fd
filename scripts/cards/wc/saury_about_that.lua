-- Saury About That (WC 228): Play: Destroy a creature. Its controller gains 1 æmber —
-- whether or not it was destroyed (a ward may stop that), once its Destroyed:
-- abilities are done. No creature: nothing.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Destroy which creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		local controller = pick:controller()
		ctx:destroy(pick)
		ctx:gain(controller, "amber", 1)
	end,
}
