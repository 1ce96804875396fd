-- Brawl Call: Play: Fight with a friendly creature. Then, draw a card.
-- Written order: the fight (its question, its damage, what it destroys) happens before
-- the draw — ctx:use resolves the use where the ability makes it.
return {
	resolve = function(ctx)
		local friends = ctx:objects({ zone = "battleline", controller = "you", rested = false })
		if #friends > 0 then
			local creature = ctx:choose({ prompt = "Fight with which creature?", objects = friends })[1]
			ctx:use(creature, "fight")
		end
		ctx:draw(1)
	end,
}
