-- Hadron Collision (MM 308): Play: Remove a ward from a creature and deal 3 damage to it.
-- This damage cannot be prevented by armor. The ward goes first, so it does not stop the
-- damage.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Hit which creature?", objects = all })[1]
		if pick == nil then
			return
		end
		if ctx:rule("warded", pick) then
			ctx:add_counter(pick, "ward", -pick:counter("ward"))
		end
		ctx:deal_damage(pick, 3, { unpreventable = true })
	end,
}
