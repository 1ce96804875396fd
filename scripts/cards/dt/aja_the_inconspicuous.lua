-- Aja the Inconspicuous (DT 073): While Aja the Inconspicuous is not on a flank, it cannot be
-- dealt damage.
return {
	replacements = {
		{
			on = "damage",
			label = "not on a flank: no damage (Aja the Inconspicuous)",
			applies = function(ctx, change)
				return change.target == ctx.this and not ctx:rule("on_flank", ctx.this)
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
