-- Practical Methods (ToC 122), action: Play: Make a token creature. Destroy a friendly
-- creature and an enemy creature (picked one after the other, destroyed together; the new
-- token may be the friendly one).
return {
	resolve = function(ctx)
		ctx:rule("make_token")
		local picked = {}
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local friend = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if friend ~= nil then
			table.insert(picked, friend)
		end
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local enemy = ctx:choose({ prompt = "Destroy which enemy creature?", objects = theirs })[1]
		if enemy ~= nil then
			table.insert(picked, enemy)
		end
		ctx:destroy(picked)
	end,
}
