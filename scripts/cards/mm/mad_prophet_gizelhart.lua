-- Mad Prophet Gizelhart (MM 167): While it is in the center of your battleline, it has
-- "Action: Fully heal each non-Mutant creature. Gain 1 æmber for each creature healed this
-- way" (one that had damage). Elsewhere it has no Action: it can't be used that way.
return {
	can_use = function(ctx, use)
		if use == "action" and not ctx:rule("in_center", ctx.this) then
			return false, "Mad Prophet Gizelhart has its Action: only in the center of its battleline"
		end
		return true
	end,
	action = function(ctx)
		local healed = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if
				not creature:has_subtype("mutant")
				and creature:damage() > 0
				and ctx:heal(creature, creature:damage())
			then
				healed += 1
			end
		end
		if healed > 0 then
			ctx:gain(ctx.controller, "amber", healed)
		end
	end,
}
