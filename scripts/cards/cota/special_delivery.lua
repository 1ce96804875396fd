-- Special Delivery (CotA 292), artifact: Omni: Sacrifice Special Delivery. Deal 3 damage to a
-- flank creature. If this damage destroys that creature, purge it (found in a discard
-- pile once its destruction is over, as Yxilo Bolter does).
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
		ctx:deal_damage(target, 3)
		ctx:settle()
		if target:is_valid() then
			return
		end
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "any" })) do
			if card.id == target.id then
				ctx:banish(card)
			end
		end
	end,
}
