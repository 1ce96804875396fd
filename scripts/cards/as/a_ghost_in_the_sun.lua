-- A Ghost in the Sun (AS 142), action: Play: For each key your opponent has forged, put a
-- creature from your discard pile into play (not played: no Play: ability), one at a time.
return {
	resolve = function(ctx)
		for _ = 1, ctx.opponent:counter("keys") do
			local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
			local pick = ctx:choose({ prompt = "Put which creature into play?", objects = dead })[1]
			if pick == nil then
				return
			end
			ctx:rule("put_into_play", pick)
		end
	end,
}
