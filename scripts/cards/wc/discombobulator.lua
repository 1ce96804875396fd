-- Discombobulator (WC 149), upgrade: its creature gains "Your æmber cannot be stolen": while
-- it is on a creature, the æmber of that creature's controller cannot be stolen (a loss
-- card text calls stealing is replaced by nothing; capturing and losing æmber are not
-- stealing).
return {
	replacements = {
		{
			on = "gain",
			label = "your æmber cannot be stolen (Discombobulator)",
			applies = function(ctx, change)
				local host = ctx.this:attached_to()
				return host ~= nil
					and change.cause == "steal"
					and change.player == host:controller()
					and change.amount < 0
			end,
			instead = function()
				return {}
			end,
		},
	},
}
