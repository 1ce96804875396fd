-- Memorialize the Fallen (GR 046): Play: Each player loses 1 æmber for each creature in
-- their discard pile (as much as they have).
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			local owner = player == ctx.controller and "you" or "opponent"
			local n = ctx:count({ zone = "discard", controller = owner, type = "creature" })
			if n > 0 then
				ctx:gain(player, "amber", -n)
			end
		end
	end,
}
