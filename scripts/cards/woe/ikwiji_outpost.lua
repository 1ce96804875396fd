-- Ikwijĭ Outpost (WoE 078): Action: Put a friendly creature on the bottom of its owner's
-- deck. If you do, draw 3 cards.
return {
	action = function(ctx)
		if ctx:rule("bottom_friendly") then
			ctx:draw(3)
		end
	end,
}
