-- Collar of Subordination (CotA 105), upgrade: Play: Take control of this creature. The
-- creature joins your battleline on a flank you choose, keeping its damage, state and
-- upgrades; when it is destroyed it goes to its owner's discard pile.
return {
	resolve = function(ctx)
		ctx:take_control(ctx.this:attached_to())
	end,
}
