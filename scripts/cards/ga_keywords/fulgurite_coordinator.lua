-- Fulgurite Coordinator: enters the field with a static counter (put on by its On Enter:
-- the engine has no "enters with counters" of a card's own text). Element Bonus: (1),
-- banish it from your graveyard: a static counter on target arcane element object you
-- control and each object linked to it (the Link objects attached to it, and the object
-- it is attached to if it is a Link object).
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
				local target = ctx:target(1)
				local linked = target:attachments()
				linked[#linked + 1] = target:attached_to()
				ctx:add_counter(target, "static", 1)
				for _, o in ipairs(linked) do
					if o:zone() == "field" then
						ctx:add_counter(o, "static", 1)
					end
				end
			end,
		},
	},
}
