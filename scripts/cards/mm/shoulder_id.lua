-- Shoulder Id (MM 257): Taunt (data). Shoulder Id cannot fight. When Shoulder Id would deal
-- damage (its fight damage, hazardous, any), its controller steals 1 æmber instead (nothing,
-- if the opponent has none).
return {
	can_use = function(_ctx, use)
		if use == "fight" then
			return false, "Shoulder Id cannot fight"
		end
		return true
	end,
	replacements = {
		{
			on = "damage",
			label = "Shoulder Id would deal damage: steal 1 æmber instead",
			applies = function(ctx, change)
				return change.source == ctx.this
			end,
			instead = function(ctx)
				if ctx.opponent:counter("amber") == 0 then
					return {}
				end
				return {
					{ kind = "gain", player = ctx.opponent, counter = "amber", amount = -1, cause = "steal" },
					{
						kind = "gain",
						player = ctx.controller,
						counter = "amber",
						amount = 1,
						cause = "steal",
					},
				}
			end,
		},
	},
}
