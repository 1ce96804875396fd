-- Treasure Map (CotA 284): Play: If you have played no other card this turn, gain 3 æmber.
-- For the rest of the turn you can't play cards. Treasure Map's own play is in this turn's
-- record, so it is left out.
return {
	resolve = function(ctx)
		local others = 0
		for _, act in ipairs(ctx.controller:this_turn("played")) do
			if act.object == nil or act.object.id ~= ctx.this.id then
				others = others + 1
			end
		end
		if others == 0 then
			ctx:gain(ctx.controller, "amber", 3)
		end
		ctx:lasting({
			target = { controller = "you", zone = "hand" },
			duration = "turn",
			effect = { forbid = "activate" },
		})
	end,
}
