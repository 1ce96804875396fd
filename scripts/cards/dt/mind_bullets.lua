-- Mind Bullets (DT 043): Play: Deal 1 damage to each creature for each card you have played
-- this turn (including this one). Choice: what one creature gets is dealt as one amount
-- (as the rules' "allot_damage"), so one ward meets it all.
return {
	resolve = function(ctx)
		local n = ctx.controller:plays_this_turn()
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:deal_damage(creature, n)
		end
	end,
}
