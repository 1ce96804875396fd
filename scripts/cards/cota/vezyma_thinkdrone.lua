-- Vezyma Thinkdrone (CotA 202): Reap: You may archive a friendly creature or artifact from
-- play.
return {
	reap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "you" })) do
			table.insert(mine, artifact)
		end
		local card = ctx:choose({
			prompt = "Archive which friendly creature or artifact?",
			objects = mine,
			min = 0,
			max = 1,
		})[1]
		ctx:move(card, "archives")
	end,
}
