-- Dysania (CotA 141): Play: Your opponent discards each of their archived cards. You gain
-- 1 æmber for each card discarded this way. (Their archives are hidden from us: look.)
return {
	resolve = function(ctx)
		local discarded = 0
		for _, card in ipairs(ctx:look({ zone = "archives", controller = "opponent" })) do
			if ctx:move(card, "discard") then
				discarded = discarded + 1
			end
		end
		ctx:gain(ctx.controller, "amber", discarded)
	end,
}
