-- Lorraine, Wandering Warrior: Lorraine lineage (the rules script's levelling). On Enter:
-- materialize a weapon card with memory cost 0 from your material deck. The On Enter is a
-- triggered ability: its effect waits on the stack (CR, Conditional Triggers, example).
-- The weapon is materialized as the effect instructs: it goes onto the stack as a
-- materialization, its memory cost (0) paid, and resolves after the ability (GA-PLAY-BY-2).
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
					ctx:materialize(weapon)
				end
			end,
		},
	},
}
