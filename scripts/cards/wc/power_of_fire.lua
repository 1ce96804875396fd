-- Power of Fire (WC 026): Play: Sacrifice a friendly creature. If you do, each player loses
-- æmber equal to half that creature's power (its power as it was, rounded down). Gain 1
-- chain (whether or not the sacrifice happened).
return {
	resolve = function(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Sacrifice which creature?", objects = friendly })[1]
		if pick ~= nil then
			local half = math.floor((pick:stat("power") or 0) / 2)
			ctx:destroy(pick)
			-- A ward keeps it in play (the handle stays valid): not sacrificed.
			if not pick:is_valid() and half > 0 then
				ctx:gain(ctx.controller, "amber", -half)
				ctx:gain(ctx.opponent, "amber", -half)
			end
		end
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
