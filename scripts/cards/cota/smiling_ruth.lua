-- Smiling Ruth (CotA 312): Elusive. Reap: If you forged a key this turn, take control of an
-- enemy flank creature (for good).
return {
	reap = function(ctx)
		local forged = false
		for _, act in ipairs(ctx.controller:this_turn("bought")) do
			forged = forged or act.what == "key"
		end
		if not forged then
			return
		end
		local flank = ctx:rule("flank_creatures", "opponent")
		local creature =
			ctx:choose({ prompt = "Take control of which enemy flank creature?", objects = flank })[1]
		ctx:take_control(creature)
	end,
}
