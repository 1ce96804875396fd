-- Modular Exoskeleton (GR 262), upgrade: This creature gets +4 power. At the start of your
-- turn, you may return it from your discard pile to your hand.
return {
	statics = {
		{
			stat = "power",
			increase = 4,
			applies_to = function(ctx, creature)
				return creature == ctx.this:attached_to()
			end,
		},
	},
	triggers = {
		{
			on = "turn_began",
			from = { "discard" },
			label = "start of your turn: you may take it back from your discard pile",
			applies = function(ctx, event)
				return event.player == ctx.this:owner()
			end,
			resolve = function(ctx)
				local answer = ctx:choose({
					prompt = "Return Modular Exoskeleton to your hand?",
					options = { "yes", "no" },
					player = ctx.this:owner(),
				})[1]
				if answer == "yes" then
					ctx:move(ctx.this, "hand")
				end
			end,
		},
	},
}
