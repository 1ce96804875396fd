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
		if ctx:rule("destroy_each", doomed) == 2 then
			ctx:gain(ctx.controller, "amber", 3)
		end
	end,
}
