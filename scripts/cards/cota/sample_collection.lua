-- Sample Collection (CotA 175): Play: Put an enemy creature into your archives for each
-- key your opponent has forged, one at a time. (Leaving your archives, they go to their
-- owner's hand instead: KF-ARCHIVE-OWNER-2.)
return {
	resolve = function(ctx)
		for _ = 1, ctx.opponent:counter("keys") do
			local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
			if #enemies == 0 then
				return
			end
			local creature =
				ctx:choose({ prompt = "Put an enemy creature into your archives", objects = enemies })[1]
			ctx:move(creature, "archives", { player = ctx.controller })
		end
	end,
}
