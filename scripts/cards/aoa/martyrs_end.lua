-- Martyr's End (AoA 255), action: Play: Destroy any number of friendly creatures; gain 1
-- æmber for each creature destroyed this way (a ward that stopped it: not destroyed).
return {
	resolve = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({
			prompt = "Destroy which friendly creatures?",
			objects = friendly,
			min = 0,
			max = #friendly,
		})
		ctx:destroy(picked)
		local destroyed = 0
		for _, creature in ipairs(picked) do
			if not creature:is_valid() then
				destroyed = destroyed + 1
			end
		end
		if destroyed > 0 then
			ctx:gain(ctx.controller, "amber", destroyed)
		end
	end,
}
