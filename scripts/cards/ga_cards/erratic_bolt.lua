-- Erratic Bolt: Deal LV damage to target unit. Class Bonus: you may banish two cards at
-- random from your memory. If you do, draw two cards.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx:rule("level"))
		if not ctx:rule("class_bonus") then
			return
		end
		local memory = ctx:look({ zone = "memory", controller = "you" })
		if #memory < 2 then
			return
		end
		local answer = ctx:choose({
			prompt = "banish two cards at random from your memory to draw two cards?",
			options = { "banish", "decline" },
		})[1]
		if answer ~= "banish" then
			return
		end
		for _ = 1, 2 do
			local i = ctx:random(#memory)
			ctx:banish(table.remove(memory, i))
		end
		ctx:draw(2)
	end,
}
