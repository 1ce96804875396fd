-- Dwarf Star's Glow: Starcalling (1). Deal 2 damage to target unit. If it was starcalled
-- (activated for its Starcalling cost), put it into its owner's memory.
return {
	targets = function(_ctx)
		return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
	end,
	resolve = function(ctx)
		ctx:deal_damage(ctx:target(1), 2)
		if ctx:paid("starcalling") then
			ctx:move(ctx.this, "memory")
		end
	end,
}
