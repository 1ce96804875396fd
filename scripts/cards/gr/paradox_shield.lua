-- Paradox Shield (GR 232), upgrade: this creature gains "Destroyed: discard cards from the top
-- of your deck equal to this creature's power; if you do (all of them: a deck too short
-- discards what it has and no more), fully heal this creature and destroy Paradox Shield
-- instead". The armageddon_cloak pattern: the "instead" spares the creature.
return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: discard its power in cards from your deck to heal it and destroy Paradox Shield instead",
			applies = function(ctx, event)
				return event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local creature = event.object
				local power = creature:stat("power") or 0
				local top = ctx:top(power, creature:controller())
				for _, card in ipairs(top) do
					ctx:discard(card)
				end
				if #top == power and ctx:spare(creature) then
					ctx:heal(creature, creature:damage())
					ctx:destroy(ctx.this)
				end
			end,
		},
	},
}
