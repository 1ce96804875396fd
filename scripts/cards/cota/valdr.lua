-- Valdr (CotA 029), creature: deals 2 more damage when it attacks a creature on a flank.
return {
	fight_bonus = function(ctx, fought)
		return ctx:rule("on_flank", fought) and 2 or 0
	end,
}
