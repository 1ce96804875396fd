-- Windstream Mutt: [Class Bonus] On Enter: reveal a random card of your memory; if it is
-- wind element, choose another ally you control (a choice, not a target) and put a buff
-- counter on it.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: reveal a random memory card; if wind, a buff counter on another ally (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local card = ctx:rule("reveal_random_memory")
				if card == nil or not card:has_element("wind") then
					return
				end
				local others = ctx:objects({ type = "ally", controller = "you", other = true })
				local ally = ctx:choose({
					prompt = "the ally to get a buff counter",
					objects = others,
					min = 1,
					max = 1,
				})[1]
				if ally ~= nil then
					ctx:add_counter(ally, "buff", 1)
				end
			end,
		},
	},
}
