-- Ardent Hero (MM 126): Taunt (data). Ardent Hero cannot be dealt damage by Mutant
-- creatures or by creatures with power 5 or higher: damage whose source is such a
-- creature (its fight damage, or damage its abilities deal) is prevented; damage from an
-- action or an artifact is not. The source's power is read as the damage is dealt.
return {
	replacements = {
		{
			on = "damage",
			label = "Ardent Hero cannot be dealt damage by Mutants or power 5 or higher",
			applies = function(ctx, change)
				local source = change.source
				return change.target == ctx.this
					and source ~= nil
					and source:is_valid()
					and source:has_type("creature")
					and (source:has_subtype("mutant") or (source:stat("power") or 0) >= 5)
			end,
			instead = function()
				return {}
			end,
		},
	},
}
