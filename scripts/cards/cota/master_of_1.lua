-- Master of 1 (CotA 089): Reap: You may destroy a creature with 1 power (its power
-- now). "You may": choosing none is allowed.
return {
	reap = function(ctx)
		local prey = ctx:objects({ zone = "battleline", min_stat = { power = 1 }, max_stat = { power = 1 } })
		local chosen =
			ctx:choose({ prompt = "Destroy a creature with power 1?", objects = prey, min = 0, max = 1 })
		ctx:destroy(chosen[1])
	end,
}
