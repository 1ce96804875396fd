-- Chauncey (AS 058): Action: Destroy another friendly creature and Chauncey (together). If
-- both were destroyed (no ward or "instead" kept one), gain 3 æmber.
return {
	action = function(ctx)
		local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
		local pick = ctx:choose({ prompt = "Destroy which other friendly creature?", objects = others })[1]
		local doomed = { ctx.this }
		if pick ~= nil then
			table.insert(doomed, pick)
		end
		ctx:destroy(doomed)
		ctx:settle()
		local gone = 0
		for _, creature in ipairs(doomed) do
			if not creature:is_valid() or creature:is_destroyed() then
				gone += 1
			end
		end
		if gone == 2 then
			ctx:gain(ctx.controller, "amber", 3)
		end
	end,
}
