-- Spyyyder (AoA 084), creature: Skirmish. Spyyyder gains poison while attacking an enemy
-- flank creature. Whether the creature attacked is on a flank is read as the fight begins
-- (before any damage); the poison lasts the turn, as keyteki's lasting effect does.
return {
	before_fight = function(ctx, fought)
		if ctx:rule("on_flank", fought) then
			ctx:lasting({ target = ctx.this, duration = "turn", effect = { grant = "poison" } })
		end
	end,
}
