-- Paragon (ToC 185), token creature: If there is a Mutant creature in play, Paragon enters
-- play enraged (as it is made, before anything else).
return {
	triggers = {
		{
			on = "created",
			own = true,
			label = "enters play enraged if a Mutant creature is in play (Paragon)",
			resolve = function(ctx)
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
					if creature:has_subtype("mutant") then
						ctx:rule("enrage", ctx.this)
						return
					end
				end
			end,
		},
	},
}
