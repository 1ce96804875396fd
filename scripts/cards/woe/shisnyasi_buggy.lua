-- Shĭsnyasĭ Buggy (WoE 108): Action: Lose 1 æmber. If you do, draw 3 cards (with none to
-- lose, nothing is drawn).
return {
	action = function(ctx)
		if ctx.controller:counter("amber") < 1 then
			return
		end
		ctx:gain(ctx.controller, "amber", -1)
		ctx:draw(3)
	end,
}
