-- Water Barrier: the next time your champion would take damage this turn, prevent all but
-- 1 of that damage (one instance: a prevention that keeps 1 of it). [Class Bonus] Floating
-- Memory.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:lasting({
			target = champion,
			duration = "turn",
			effect = { prevent = "all", keep = 1, instance = true },
		})
	end,
}
