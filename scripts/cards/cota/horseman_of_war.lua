-- Horseman of War (CotA 249): Play: For the remainder of the turn, each friendly creature
-- can be used as if it were in the active house, but can only fight: friendly creatures
-- may fight whatever their house, and may not reap or use Action: abilities.
return {
	resolve = function(ctx)
		local mine = { zone = "battleline", controller = "you" }
		ctx:lasting({ target = mine, duration = "turn", effect = { allow = "fight" } })
		ctx:lasting({ target = mine, duration = "turn", effect = { forbid = "reap" } })
		ctx:lasting({ target = mine, duration = "turn", effect = { forbid = "action" } })
	end,
}
