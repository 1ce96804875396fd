-- Epic Poem (WoE 275): Play: Exalt a friendly creature. Gain 1 æmber for each æmber on that
-- creature. Inspiring Oration (WoE 261, this script too): ... Make a token creature for each
-- æmber on that creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Exalt which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:rule("exalt", picked)
		local held = picked:counter("amber")
		if ctx.this:card_id() == "inspiring_oration" then
			for _ = 1, held do
				ctx:rule("make_token")
			end
		elseif held > 0 then
			ctx:gain(ctx.controller, "amber", held)
		end
	end,
}
