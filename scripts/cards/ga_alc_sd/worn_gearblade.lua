-- Worn Gearblade: [Class Bonus] REST, remove a durability counter from it: prevent the
-- next 1 damage that would be dealt to target unit this turn. Whenever an Automaton ally
-- you control dies, put a durability counter on it.
return {
	activated = {
		parry = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "your champion's class is not Guardian"
			end,
			targets = function(_ctx)
				return { { label = "unit", any_type = { "champion", "ally" }, count = 1 } }
			end,
			resolve = function(ctx)
				ctx:lasting({ target = ctx:target(1), duration = "turn", effect = { prevent = 1 } })
			end,
		},
	},
	triggers = {
		{
			on = "destroyed",
			label = "An Automaton ally of yours died: a durability counter",
			applies = function(ctx, event)
				local ally = event.object
				return ally:has_type("ally")
					and table.find(ally:subtypes(), "automaton") ~= nil
					and event.player == ctx.controller
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "durability", 1)
			end,
		},
	},
}
