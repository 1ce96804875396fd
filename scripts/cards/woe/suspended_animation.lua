-- Suspended Animation (WoE 148): (Enhance, printed on other cards.) Play: Put a damaged enemy
-- creature into your archives. Leaving them, it goes to its owner's hand (the ruleset's
-- redirect for a card in archives its holder does not own).
return {
	resolve = function(ctx)
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		local picked = ctx:choose({
			prompt = "Put which damaged enemy creature into your archives?",
			objects = damaged,
		})[1]
		if picked ~= nil then
			ctx:move(picked, "archives", { player = ctx.controller })
		end
	end,
}
