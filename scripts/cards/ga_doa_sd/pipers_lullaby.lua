-- Piper's Lullaby: if you control an Animal or Beast ally, your champion gets +1 level
-- until end of turn. Class Bonus: rest up to one target ally (a target only while the
-- class bonus holds as it is declared).
return {
	targets = function(ctx)
		if ctx:rule("class_bonus") then
			return { { label = "ally to rest", type = "ally", up_to = 1 } }
		end
		return {}
	end,
	resolve = function(ctx)
		if ctx:count({ type = "ally", any_subtype = { "animal", "beast" }, controller = "you" }) > 0 then
			local champion = ctx:objects({ type = "champion", controller = "you" })[1]
			ctx:lasting({
				target = champion,
				duration = "end_of_turn",
				effect = { stat = "level", increase = 1 },
			})
		end
		if ctx:rule("class_bonus") and ctx:target(1) then
			ctx:rest(ctx:target(1))
		end
	end,
}
