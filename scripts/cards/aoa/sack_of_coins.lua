-- Sack of Coins (AoA 312), action: Play: Deal 1 damage to a creature for each æmber in
-- your pool (after the bonus). Each point goes to a creature the player picks; what one
-- creature gets is dealt to it as one amount (the rules' allot_damage).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule(
			"allot_damage",
			creatures,
			ctx.controller:counter("amber"),
			"Deal 1 damage to which creature?"
		)
	end,
}
