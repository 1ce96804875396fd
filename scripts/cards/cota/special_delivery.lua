-- Special Delivery (CotA 292), artifact: Omni: Sacrifice Special Delivery. Deal 3 damage to a
-- flank creature. If this damage destroys that creature, purge it (the rules'
-- "deal_and_purge", as Yxilo Bolter).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		local flanks = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if #creature:neighbors() < 2 then
				table.insert(flanks, creature)
			end
		end
		if #flanks == 0 then
			return
		end
		local target = ctx:choose({ prompt = "Deal 3 damage to which flank creature?", objects = flanks })[1]
		ctx:rule("deal_and_purge", target, 3)
	end,
}
