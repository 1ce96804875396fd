-- Animator (MM 100), artifact: Action: an artifact moves to a flank of its controller's
-- battleline and is, for the rest of the turn, a creature with 3 power of the active house.
-- The ruleset moves it back among the artifacts once it is no longer a creature
-- (RULE-SHIFT-2); it is the same object throughout (RULE-SHIFT-1).
return {
	action = function(ctx)
		local artifacts = ctx:objects({ zone = "artifacts", controller = "any" })
		local picked = ctx:choose({ prompt = "Animate which artifact?", objects = artifacts })[1]
		if picked == nil then
			return
		end
		local house = ctx.controller:declared("house")
		ctx:lasting({ target = picked, duration = "turn", effect = { become = { "creature" } } })
		ctx:lasting({ target = picked, duration = "turn", effect = { stat = "power", set = 3 } })
		if house ~= nil then
			ctx:lasting({
				target = picked,
				duration = "turn",
				effect = { attribute = "house", value = house },
			})
		end
		ctx:shift(picked, "battleline")
	end,
}
