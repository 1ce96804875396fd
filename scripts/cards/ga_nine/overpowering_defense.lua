-- Overpowering Defense: activate this card only if a Guardian unit you control is
-- attacking. Negate all card activations you don't control (the cards on the effects
-- stack; abilities are not card activations).
return {
	legal = function(ctx)
		local combat = ctx:combat()
		local attacker = combat and combat.attacker
		if
			attacker ~= nil
			and attacker:controller() == ctx.controller
			and attacker:has_subtype("guardian")
		then
			return true
		end
		return false, "no Guardian unit of yours is attacking"
	end,
	resolve = function(ctx)
		for _, card in ipairs(ctx:objects({ zone = "stack", controller = "opponent" })) do
			ctx:negate(card)
		end
	end,
}
