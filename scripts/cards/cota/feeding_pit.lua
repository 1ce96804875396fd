-- Feeding Pit (CotA 184): Action: Discard a creature from your hand. If you do, gain 1 æmber.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "hand", controller = "you", type = "creature" })
		local card = ctx:choose({ prompt = "Discard which creature?", objects = creatures })[1]
		if card ~= nil and ctx:discard(card) then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
