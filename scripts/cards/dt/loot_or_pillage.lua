-- Loot or Pillage (DT 235): Play: Choose one: steal 1 æmber; or a friendly creature
-- captures 3 æmber.
return {
	resolve = function(ctx)
		local picked = ctx:choose({
			prompt = "Loot or Pillage: choose one",
			options = { "steal 1", "a friendly creature captures 3" },
		})[1]
		if picked == "steal 1" then
			ctx:steal(1)
			return
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local creature =
			ctx:choose({ prompt = "Which friendly creature captures 3 æmber?", objects = mine })[1]
		if creature ~= nil then
			ctx:capture(creature, 3)
		end
	end,
}
