-- Destructive Analysis (AoA 194): Play: Deal 2 damage to a creature. You may purge any
-- number of cards from your archives to deal 2 more damage to it for each card purged.
-- A card of the opponent's in your archives can't be purged from them: leaving them it
-- goes to its owner's hand (KF-ARCHIVE-OWNER-2), so it adds nothing (keyteki's spec).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local target = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1]
		if target == nil then
			return
		end
		ctx:deal_damage(target, 2)
		ctx:settle()
		local archived = ctx:look({ zone = "archives", controller = "you" })
		local purged = ctx:choose({
			prompt = "Purge which cards from your archives (2 more damage each)?",
			objects = archived,
			min = 0,
			max = #archived,
		})
		local extra = 0
		for _, card in ipairs(purged) do
			local own = card:owner() == ctx.controller
			ctx:banish(card)
			if own then
				extra = extra + 2
			end
		end
		if extra > 0 and target:is_valid() and target:zone() == "battleline" then
			ctx:deal_damage(target, extra)
		end
	end,
}
