-- Leeching Bolt: LV damage to target unit; recover 2. [Class Bonus] If it is empowered, it
-- goes to its owner's material deck Preserved: its own move off the effects stack, which
-- gives the status as the Preserve redirect would (GA-MOVE-STATUS).
return {
	targets = function()
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), ctx:rule("level"))
		local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		if champion ~= nil then
			ctx:recover(champion, 2)
		end
		if ctx:rule("class_bonus") and ctx:rule("empowered") then
			ctx:move(ctx.this, "material_deck", { status = "preserved" })
		end
	end,
}
