-- Third of Cliff (AS 286): Elusive (data). Action: If your red key is forged, destroy each
-- enemy flank creature (together). Otherwise, destroy an enemy flank creature.
return {
	action = function(ctx)
		local flanks = ctx:rule("flank_creatures", "opponent")
		if ctx:rule("key_forged", ctx.controller, "red") then
			ctx:destroy(flanks)
			return
		end
		local pick = ctx:choose({ prompt = "Destroy which enemy flank creature?", objects = flanks })[1]
		if pick ~= nil then
			ctx:destroy(pick)
		end
	end,
}
