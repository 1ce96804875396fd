-- Hypnotic Command (CotA 164): Play: For each friendly Mars creature, choose an enemy
-- creature to capture 1 æmber from their own side: the æmber moves from its
-- controller's pool onto it (ctx:capture takes from the other side, so this moves it).
return {
	resolve = function(ctx)
		local n = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "mars") then
				n += 1
			end
		end
		for i = 1, n do
			local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
			local prompt = "Which enemy creature captures (" .. i .. " of " .. n .. ")?"
			local creature = ctx:choose({ prompt = prompt, objects = theirs })[1]
			local owner = creature and creature:controller()
			if creature ~= nil and owner:counter("amber") > 0 then
				ctx:gain(owner, "amber", -1)
				ctx:add_counter(creature, "amber", 1)
			end
		end
	end,
}
