-- Regenerate: draw a card into your memory. [Class Bonus] [Damage 10+] Recover 2.
return {
	resolve = function(ctx)
		ctx:rule("draw_into_memory")
		if ctx:rule("class_bonus") and ctx:rule("champion_damage", 10) then
			ctx:recover(ctx:objects({ zone = "field", type = "champion", controller = "you" })[1], 2)
		end
	end,
}
