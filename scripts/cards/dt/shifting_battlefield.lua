-- Shifting Battlefield (DT 118): Play: Move a friendly creature anywhere in your
-- battleline. That creature captures 1 æmber.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Move which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:rule("move_anywhere", picked)
		ctx:capture(picked, 1)
	end,
}
