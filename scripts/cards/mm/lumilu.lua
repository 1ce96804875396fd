-- Lumilu (MM 385): Reap: Gain 1 æmber for each other friendly Beast creature.
return {
	reap = function(ctx)
		local beasts = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", subtype = "beast" })) do
			if creature ~= ctx.this then
				beasts += 1
			end
		end
		if beasts > 0 then
			ctx:gain(ctx.controller, "amber", beasts)
		end
	end,
}
