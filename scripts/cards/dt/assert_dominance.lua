-- Assert Dominance (DT 414): Play: For the remainder of the turn, a friendly creature gains
-- skirmish. Ready and fight with that creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked =
			ctx:choose({ prompt = "Which friendly creature gains skirmish and fights?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:lasting({ target = picked, duration = "turn", effect = { grant = "skirmish" } })
		ctx:ready(picked)
		ctx:use(picked, "fight")
	end,
}
