-- Lorraine, Wandering Warrior: Lorraine lineage (the rules script's levelling). On Enter:
-- materialize a weapon card with memory cost 0 from your material deck. The On Enter is a
-- triggered ability: its effect waits on the stack (CR, Conditional Triggers, example).
-- Materializing by an effect is modelled as putting the chosen card onto the field: its
-- memory cost is 0, so nothing is paid (seeds/ga-cr-examples.md, GA-CR-EX-2605).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: materialize a weapon card with memory cost 0 from your material deck",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local weapons =
					ctx:look({ zone = "material_deck", controller = "you", type = "weapon", max_cost = 0 })
				local weapon = ctx:choose({
					prompt = "a weapon with memory cost 0 to materialize",
					objects = weapons,
					min = 1,
					max = 1,
				})[1]
				if weapon ~= nil then
					ctx:move(weapon, "field")
				end
			end,
		},
	},
}
