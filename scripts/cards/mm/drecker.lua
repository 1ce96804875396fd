-- Drecker (MM 006), creature: Damage dealt to Drecker's neighbors during fights is also
-- dealt to Drecker. Reap: Steal 1 æmber. The rules' fight calls neighbor_fight_damage with
-- the fight damage a creature beside it was dealt (after that creature's armor). As in
-- keyteki, Drecker's own armor does not stop it (KF-FIGHT-NEIGHBOR-1).
return {
	neighbor_fight_damage = function(ctx, amount, source)
		if source ~= nil and source:is_valid() then
			ctx:deal_damage(ctx.this, amount, source, { unpreventable = true })
		else
			ctx:deal_damage(ctx.this, amount, { unpreventable = true, sourceless = true })
		end
		ctx:settle()
	end,
	reap = function(ctx)
		ctx:steal(1)
	end,
}
