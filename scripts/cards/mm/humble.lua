-- Humble (MM 208): Play: Exhaust a creature. If you do, move 3 æmber from it to the common
-- supply (as much as it has). A creature already exhausted is not exhausted "by you", so
-- its æmber stays.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Exhaust which creature?", objects = all })[1]
		if pick == nil or pick:is_rested() or not ctx:exhaust(pick) then
			return
		end
		local amber = math.min(3, pick:counter("amber"))
		if amber > 0 then
			ctx:add_counter(pick, "amber", -amber)
		end
	end,
}
