-- Tendrils of Pain (CotA 064), action: Play: 1 damage to every creature, or 4 to every
-- creature if the opponent forged a key on their previous turn.
return {
	resolve = function(ctx)
		local amount = ctx:rule("forged_last_turn", ctx.opponent) and 4 or 1
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:deal_damage(creature, amount)
		end
	end,
}
