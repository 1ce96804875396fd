-- Master of 2 (CotA 090): Reap: You may destroy a creature with 2 power (its power
-- now). "You may": choosing none is allowed.
return {
	reap = function(ctx)
		local prey = ctx:objects({ zone = "battleline", min_stat = { power = 2 }, max_stat = { power = 2 } })
		local chosen =
			ctx:choose({ prompt = "Destroy a creature with power 2?", objects = prey, min = 0, max = 1 })
		ctx:destroy(chosen[1])
	end,
}
