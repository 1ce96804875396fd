-- Fight to the End (GR 028): Play: Choose a friendly creature. If you are haunted, that
-- creature gains skirmish (for as long as it stays in play). Ready and fight with that
-- creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Which friendly creature fights to the end?", objects = mine })[1]
		if pick == nil then
			return
		end
		if ctx:rule("haunted") then
			ctx:lasting({ target = pick, duration = "indefinitely", effect = { grant = "skirmish" } })
		end
		ctx:ready(pick)
		ctx:use(pick, "fight")
	end,
}
