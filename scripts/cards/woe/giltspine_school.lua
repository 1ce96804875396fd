-- Giltspine School (WoE 351): Token creatures (either side's) do not ready during their
-- controller's "ready cards" step. Play: Make 3 token creatures.
return {
	replacements = {
		{
			on = "wake",
			label = "a token creature stays exhausted in its ready step (Giltspine School)",
			applies = function(_ctx, change)
				local c = change.target
				return c ~= nil and c:is_token() and c:controller():in_phase("ready")
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
	resolve = function(ctx)
		ctx:rule("make_token")
		ctx:rule("make_token")
		ctx:rule("make_token")
	end,
}
