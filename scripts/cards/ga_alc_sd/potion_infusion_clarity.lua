-- Potion Infusion: Clarity: [Class Bonus] costs 2 less. Rest target Potion; if you do, it
-- gains "On Sacrifice: draw two cards" until end of turn — this card's trigger kept on for
-- that one object (`lasting = "clarity"`, a lasting effect on the Potion: GA-LASTING-TRIGGER-1).
-- Sacrificed to pay its own ability's cost, the Potion's trigger goes on the stack above
-- that ability and resolves first (CR, Sacrifice 3).
return {
	statics = {
		{
			reduce = 2,
			from = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
		},
	},
	targets = function(_ctx)
		return { { label = "Potion", subtype = "potion", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:rule("infuse", "clarity")
	end,
	triggers = {
		{
			on = "sacrificed",
			lasting = "clarity",
			label = "On Sacrifice: draw two cards (Potion Infusion: Clarity)",
			resolve = function(ctx)
				ctx:draw(2)
			end,
		},
	},
}
