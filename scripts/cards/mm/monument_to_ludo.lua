-- Monument to Ludo (MM 194): Action: Move 1 æmber from a creature to the common supply, or
-- 2 if Praefectus Ludo is in your discard pile.
return {
	action = function(ctx)
		local n = 1
		if ctx:count({ zone = "discard", controller = "you", card = "praefectus_ludo" }) > 0 then
			n = 2
		end
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Take æmber off which creature?", objects = all })[1]
		if pick ~= nil and pick:counter("amber") > 0 then
			ctx:add_counter(pick, "amber", -math.min(n, pick:counter("amber")))
		end
	end,
}
