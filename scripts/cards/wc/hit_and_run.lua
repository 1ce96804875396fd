-- Hit and Run (WC 238): Play: Deal 2 damage to a creature. Return a friendly creature to
-- your hand (the damage is dealt first: a creature it destroyed cannot be returned).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1],
			2
		)
		ctx:settle()
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:move(ctx:choose({ prompt = "Return which friendly creature?", objects = friendly })[1], "hand")
	end,
}
