-- Mercurial Heart: Divine Relic (a deck-building rule, the ruleset's). On Enter: put a
-- buff counter on target Automaton ally you control. (Triggers choose as they resolve:
-- the engine has no targets for triggered abilities.)
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: a buff counter on an Automaton ally you control",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local allies = ctx:objects({ type = "ally", subtype = "automaton", controller = "you" })
				local chosen = ctx:choose({
					prompt = "an Automaton ally you control gets a buff counter",
					objects = allies,
					min = 1,
					max = 1,
				})[1]
				ctx:add_counter(chosen, "buff", 1)
			end,
		},
	},
}
