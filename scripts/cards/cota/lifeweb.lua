-- Lifeweb (CotA 326), action: Play: steal 2 æmber if the opponent played at least 3
-- creatures on their previous turn.
return {
	resolve = function(ctx)
		local creatures = 0
		for _, act in ipairs(ctx.opponent:last_turn("played")) do
			if table.find(act.types or {}, "creature") then
				creatures += 1
			end
		end
		if creatures >= 3 then
			ctx:steal(2)
		end
	end,
}
