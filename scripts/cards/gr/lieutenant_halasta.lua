-- Lieutenant Halasta (GR 261): After Reap: Stun a creature. Scrap: Stun the most powerful
-- enemy creature (ties: its player picks among them).
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({ prompt = "Stun which creature?", objects = creatures })[1]
		ctx:rule("stun", pick)
	end,
	scrap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local top = ctx:rule("most_powerful", enemies)
		local pick = ctx:choose({ prompt = "Stun which most powerful enemy creature?", objects = top })[1]
		ctx:rule("stun", pick)
	end,
}
