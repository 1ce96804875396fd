-- R-Evolution (WoE 129), upgrade: this creature and each creature (either side) with the
-- same name as it gain "After Reap: deal 2 damage to an enemy creature" (RULE-GIVEN-USE-1).
-- "Enemy" is the reaping creature's controller's enemy.
return {
	statics = {
		{
			gains = "reap",
			applies_to = function(ctx, obj)
				local host = ctx.this:attached_to()
				return host ~= nil and obj:has_type("creature") and obj:name() == host:name()
			end,
		},
	},
	lasting_grants = {
		reap = function(ctx)
			local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
			local foe = ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = foes })[1]
			if foe then
				ctx:deal_damage(foe, 2)
			end
		end,
	},
}
