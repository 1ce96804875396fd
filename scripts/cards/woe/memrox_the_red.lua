-- Memrox the Red (WoE 141): Your opponent's cards cannot leave your archives (every move of
-- one out of them is replaced by nothing). Action: Gain 1 æmber for each card in your
-- archives.
return {
	replacements = {
		{
			on = "move",
			label = "an opponent's card stays in your archives (Memrox the Red)",
			applies = function(ctx, change)
				local card = change.target
				return card ~= nil
					and card:zone() == "archives"
					and card:controller() == ctx.controller
					and card:owner() ~= ctx.controller
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
	},
	action = function(ctx)
		ctx:gain(ctx.controller, "amber", ctx.controller:count("archives"))
	end,
}
