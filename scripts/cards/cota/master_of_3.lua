-- Master of 3 (CotA 091): Reap: You may destroy a creature with 3 power (its power
-- now). "You may": choosing none is allowed.
return {
	reap = function(ctx)
		local prey = ctx:objects({ zone = "battleline", min_stat = { power = 3 }, max_stat = { power = 3 } })
		local chosen =
			ctx:choose({ prompt = "Destroy a creature with power 3?", objects = prey, min = 0, max = 1 })
		ctx:destroy(chosen[1])
	end,
}
