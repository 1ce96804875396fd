-- Physaloha (WoE 374): (Enhance, printed on other cards.) Damaged creatures (either side's)
-- do not ready during the "ready cards" step.
return {
	replacements = {
		{
			on = "wake",
			label = "a damaged creature stays exhausted in the ready step (Physaloha)",
			applies = function(_ctx, change)
				local c = change.target
				return c ~= nil
					and c:has_type("creature")
					and c:damage() > 0
					and c:controller():in_phase("ready")
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
}
