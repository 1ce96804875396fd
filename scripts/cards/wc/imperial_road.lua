-- Imperial Road (WC 223): Omni: Play a Saurian creature from your hand. That creature
-- enters play stunned: it is stunned once its play has resolved (its Play: ability sees
-- it unstunned). None in hand: the road is used for nothing.
return {
	omni = function(ctx)
		local creatures = ctx:objects({
			zone = "hand",
			controller = "you",
			type = "creature",
			attributes = { house = "saurian" },
		})
		local pick = ctx:choose({ prompt = "Play which Saurian creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		local id = pick.id
		if ctx:play(pick) then
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
				if creature.id == id then
					ctx:rule("stun", creature)
				end
			end
		end
	end,
}
