-- Cosmic Bolt: Starcalling (2) (the alternative cost in its data). Deal 4 damage to target
-- unit plus 2 more for each card named Cosmic Bolt in your graveyard and banishment.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "ally", "champion" }, count = 1 } }
	end,
	resolve = function(ctx)
		local unit = ctx:target(1)
		if unit == nil then
			return
		end
		local bolts = 0
		for _, zone in ipairs({ "graveyard", "banishment" }) do
			bolts = bolts + #ctx:look({ zone = zone, controller = "you", card = "cosmic_bolt" })
		end
		ctx:deal_damage(unit, 4 + 2 * bolts)
	end,
}
