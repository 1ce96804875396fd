-- Fulgurite Coordinator: enters the field with a static counter (put on by its On Enter:
-- the engine has no "enters with counters" of a card's own text). Element Bonus: (1),
-- banish it from your graveyard: a static counter on target arcane element object you
-- control and each object linked to it (nothing is ever linked here: Link is not modelled).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "enters with a static counter",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				if ctx.this:is_valid() then
					ctx:add_counter(ctx.this, "static", 1)
				end
			end,
		},
	},
	activated = {
		static = {
			legal = function(ctx)
				if ctx:rule("element_bonus") then
					return true
				end
				return false,
					"Element Bonus: your champion doesn't share an element with Fulgurite Coordinator"
			end,
			targets = function(_ctx)
				return {
					{
						label = "arcane element object you control",
						controller = "you",
						any_type = { "champion", "ally", "item", "weapon", "domain", "phantasia" },
						element = "arcane",
						count = 1,
					},
				}
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx:target(1), "static", 1)
			end,
		},
	},
}
