-- Twin Decree: Choose one or both: deal 2 damage to target ally; draw a card.
return {
	modes = function(ctx)
		return { options = { "strike", "study" }, min = 1, max = 2 }
	end,
	targets = function(ctx, mode)
		if mode == "strike" then
			return { { label = "ally to strike", type = "ally", count = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:mode("strike") then
			ctx:deal_damage(ctx:target(1), 2)
		end
		if ctx:mode("study") then
			ctx:draw(1)
		end
	end,
}
