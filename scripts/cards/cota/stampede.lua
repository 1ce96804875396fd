-- Stampede (CotA 335): Play: If you used creatures 3 or more times this turn, steal 2 æmber.
-- Every use of a creature counts (one creature used twice counts twice, as keyteki counts
-- them); a discard from hand is no use of a creature.
return {
	resolve = function(ctx)
		local uses = 0
		for _, act in ipairs(ctx.controller:this_turn("used")) do
			if act.what ~= "discard" and table.find(act.types or {}, "creature") then
				uses = uses + 1
			end
		end
		if uses >= 3 then
			ctx:steal(2)
		end
	end,
}
