-- Into the Fray (AoA 013): Play: For the remainder of the turn, a friendly Brobnar
-- creature gains, "Fight: Ready this creature." The chosen creature remembers this card
-- (until it changes zones); the card's trigger, kept on for the turn, readies it after a
-- fight it survived.
return {
	resolve = function(ctx)
		local brobnar = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "brobnar") then
				table.insert(brobnar, creature)
			end
		end
		local picked =
			ctx:choose({ prompt = "Which Brobnar creature gains the Fight: ability?", objects = brobnar })[1]
		if picked == nil then
			return
		end
		ctx:remember(picked, "into_the_fray", tostring(ctx.this.id))
		ctx:lasting({ duration = "turn", effect = { trigger = "into_the_fray" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "into_the_fray",
			label = "Fight: ready this creature (Into the Fray)",
			applies = function(ctx, event)
				local creature = event.object
				if event.ability ~= "fight" or creature == nil or not creature:is_valid() then
					return false
				end
				return creature:zone() == "battleline"
					and table.find(creature:remembered("into_the_fray"), tostring(ctx.this.id)) ~= nil
			end,
			resolve = function(ctx, event)
				ctx:ready(event.object)
			end,
		},
	},
}
