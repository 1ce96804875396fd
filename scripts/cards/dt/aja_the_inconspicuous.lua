-- Aja the Inconspicuous (DT 073): While Aja the Inconspicuous is not on a flank, it cannot be
-- dealt damage.
return {
	replacements = {
		{
			on = "damage",
			label = "not on a flank: no damage (Aja the Inconspicuous)",
			applies = function(ctx, change)
				if change.target ~= ctx.this then
					return false
				end
				for _, creature in ipairs(ctx:rule("flank_creatures")) do
					if creature == ctx.this then
						return false
					end
				end
				return true
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
