-- Ankylo Formation (DT 152): Play: Choose one: for the remainder of the turn, a friendly
-- creature gains skirmish; or exalt a friendly creature, and for the remainder of the turn
-- each friendly creature gains skirmish.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Ankylo Formation: choose one",
			options = { "one creature gains skirmish", "exalt, and each creature gains skirmish" },
		})[1]
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local creature = ctx:choose({ prompt = "Which friendly creature?", objects = mine })[1]
		if picked == "one creature gains skirmish" then
			if creature ~= nil then
				ctx:lasting({ target = creature, duration = "turn", effect = { grant = "skirmish" } })
			end
			return
		end
		ctx:rule("exalt", creature)
		ctx:lasting({
			target = { zone = "battleline", controller = "you" },
			duration = "turn",
			effect = { grant = "skirmish" },
		})
	end,
}
