-- Lapisaurus, evil twin (DT 127): Skirmish (data). Fight: Exalt the creature it fights (if
-- it is still in play).
return {
	fight = function(ctx, attacked)
		ctx:rule("exalt", attacked)
	end,
}
