-- Diao Chan, Enchantress (level 1, Diao Chan lineage): On Enter: put two glimmer counters
-- on Diao Chan. Her Inherited Effect (rest: activate a Reaction Spell from memory paid
-- with glimmer counters, only on an opponent's turn) is printed only.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: two glimmer counters on Diao Chan",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "glimmer", 2)
			end,
		},
	},
}
