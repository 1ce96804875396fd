-- Exhume (AoA 059): Play: Choose a creature in your discard pile. You may play that
-- creature as if it belonged to the active house and was in your hand (a card an ability
-- plays may be of any house; the rules still check everything else, alpha included).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local picked = ctx:choose({
			prompt = "Play which creature from your discard pile?",
			objects = creatures,
			min = 0,
			max = 1,
		})[1]
		if picked ~= nil then
			ctx:play(picked)
		end
	end,
}
