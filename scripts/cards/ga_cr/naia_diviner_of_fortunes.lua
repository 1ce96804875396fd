-- Naia, Diviner of Fortunes: [Class Bonus] On Enter: reveal the top three cards of your
-- deck; banish one of them and put the rest into your graveyard. If the banished card is a
-- Spell card, you may activate it as long as you control Naia: a lasting permission to
-- activate it from banishment, which changes only where it may be activated from, not its
-- speed (CR, Play Permissions 3, example).
return {
	conditions = {
		controlled = function(ctx)
			return ctx.this:zone() == "field" and ctx.this:controller() == ctx.controller
		end,
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: reveal three, banish one (a Spell may be activated while you control Naia)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local top = ctx:top(3)
				if #top == 0 then
					return
				end
				ctx:reveal(top)
				local chosen = ctx:choose({ prompt = "a card to banish", objects = top, min = 1, max = 1 })[1]
				local id, spell = chosen.id, chosen:has_subtype("spell")
				ctx:banish(chosen)
				for _, card in ipairs(top) do
					if card.id ~= id and card:is_valid() then
						ctx:move(card, "graveyard")
					end
				end
				if not spell then
					return
				end
				for _, card in ipairs(ctx:objects({ zone = "banishment", controller = "you" })) do
					if card.id == id then
						ctx:lasting({
							target = card,
							duration = "while",
							condition = "controlled",
							effect = { allow = "activate" },
						})
					end
				end
			end,
		},
	},
}
